// IP ranges and how they are read, checked against the contract (ip-range.test.ts) and against
// PostgreSQL's `cidr` itself on PGlite and PostgreSQL (server: ip-range-postgres.test.ts).

export type TIpRangeCase = {
  text: string;
  /**
   * accepted: the contract and PostgreSQL both read it; refused: neither does; host-bits: both
   * refuse it, the contract naming the network; stricter: PostgreSQL reads it but the contract
   * refuses an ambiguous or abbreviated form on purpose (decision 0012).
   */
  verdict: 'accepted' | 'refused' | 'host-bits' | 'stricter';
};

export const IP_RANGE_CASES: readonly TIpRangeCase[] = [
  { text: '202.112.0.0/16', verdict: 'accepted' },
  { text: '127.0.0.1', verdict: 'accepted' },
  { text: '10.0.0.0', verdict: 'accepted' },
  { text: '0.0.0.0/0', verdict: 'accepted' },
  { text: '255.255.255.255/32', verdict: 'accepted' },
  { text: '2001:db8::/32', verdict: 'accepted' },
  { text: '2001:DB8::/32', verdict: 'accepted' },
  { text: '::1', verdict: 'accepted' },
  { text: '::', verdict: 'accepted' },
  { text: '::/0', verdict: 'accepted' },
  { text: 'fe80::1/128', verdict: 'accepted' },
  { text: '1:2:3:4:5:6:7:8', verdict: 'accepted' },
  { text: '::ffff:1.2.3.4', verdict: 'accepted' },
  { text: '::ffff:1.2.3.0/120', verdict: 'accepted' },
  { text: '::1.2.3.4', verdict: 'accepted' },
  { text: '1:2:3:4:5:6:1.2.3.4', verdict: 'accepted' },
  { text: '10.1.2.3/8', verdict: 'host-bits' },
  { text: '202.112.1.1/16', verdict: 'host-bits' },
  { text: '::ffff:1.2.3.4/120', verdict: 'host-bits' },
  { text: '2001:db8::1/64', verdict: 'host-bits' },
  { text: '256.0.0.0/8', verdict: 'refused' },
  { text: '1.2.3.4/33', verdict: 'refused' },
  { text: '1.2.3.4/08', verdict: 'refused' },
  { text: '1.2.3.4/', verdict: 'refused' },
  { text: '1.2.3.4/-1', verdict: 'refused' },
  { text: '/8', verdict: 'refused' },
  { text: '1.2.3.4/8/9', verdict: 'refused' },
  { text: 'abc', verdict: 'refused' },
  { text: '', verdict: 'refused' },
  { text: '1:2:3:4:5:6:7:8:9', verdict: 'refused' },
  { text: '1:2:3:4:5:6:7::8', verdict: 'refused' },
  { text: '1::2:3:4:5:6:7:8', verdict: 'refused' },
  { text: '1:2:3:4:5:6:7:8::', verdict: 'refused' },
  { text: '1:2:3:4:5:6:7:1.2.3.4', verdict: 'refused' },
  { text: ':::1', verdict: 'refused' },
  { text: '1::2::3', verdict: 'refused' },
  { text: '00001::/128', verdict: 'refused' },
  { text: '2001:db8::/129', verdict: 'refused' },
  { text: '2001:db8::/033', verdict: 'refused' },
  { text: '::ffff:1.2.3.4.5', verdict: 'refused' },
  { text: '::1.2.3.04', verdict: 'refused' },
  { text: '1.2.3.4::', verdict: 'refused' },
  { text: 'fe80::1%eth0', verdict: 'refused' },
  { text: '0x0a.1.2.3/32', verdict: 'refused' },
  { text: ' 1.2.3.4', verdict: 'refused' },
  { text: '1.2.3.4\u0000', verdict: 'refused' },
  { text: '10/8', verdict: 'stricter' },
  { text: '10', verdict: 'stricter' },
  { text: '128.1', verdict: 'stricter' },
  { text: '010.1.2.3/32', verdict: 'stricter' },
];

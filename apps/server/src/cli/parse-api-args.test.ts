import { describe, expect, it } from 'vitest';
import { parseApiArgs } from './parse-api-args';

describe('parseApiArgs', () => {
  it('reads path, body, token and base', () => {
    expect(
      parseApiArgs([
        '/flks/pagesection/get',
        '{"pageValue":"headMenu"}',
        '--token',
        'abc',
        '--base',
        'http://h:1/',
      ]),
    ).toEqual({
      path: '/flks/pagesection/get',
      body: { pageValue: 'headMenu' },
      token: 'abc',
      base: 'http://h:1',
    });
  });

  it('sends an empty object when no body is given', () => {
    expect(parseApiArgs(['/flks/auth/servicepath']).body).toEqual({});
  });

  it('says what is wrong with bad arguments', () => {
    expect(() => parseApiArgs([])).toThrow('the path must start with /');
    expect(() => parseApiArgs(['/x', '{nope'])).toThrow('the body is not JSON: {nope');
    expect(() => parseApiArgs(['/x', '--token'])).toThrow('--token needs a value');
    expect(() => parseApiArgs(['/x', '--token', '--base', 'h'])).toThrow('--token needs a value');
    expect(() => parseApiArgs(['/x', '--verbose'])).toThrow('unknown option --verbose');
  });
});

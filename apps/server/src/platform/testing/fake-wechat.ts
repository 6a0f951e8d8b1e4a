import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received, for tests to check that our client speaks WeChat's protocol. */
export type TFakeWechatRequest = { path: string; query: Record<string, string> };

export type TFakeWechat = {
  openBase: string;
  apiBase: string;
  requests: TFakeWechatRequest[];
  /** The WeChat account that the next authorisation returns. */
  setUser: (openId: string, nickName: string) => void;
  stop: () => Promise<void>;
};

/**
 * A local stand-in for WeChat's web login: the authorisation page redirects straight back with
 * a code (as if the QR code had been scanned), and the token and user-info APIs check the app
 * credentials, the code and the token as WeChat does, answering errcode on any mistake.
 */
export async function startFakeWechat(appId: string, appSecret: string): Promise<TFakeWechat> {
  let user = { openId: 'o-fake-openid', nickName: '微信测试用户' };
  const codes = new Map<string, typeof user>();
  const tokens = new Map<string, typeof user>();
  const requests: TFakeWechatRequest[] = [];

  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    if (url.pathname === '/connect/qrconnect') {
      const valid =
        query.appid === appId && query.response_type === 'code' && query.scope === 'snsapi_login';
      if (!valid || !query.redirect_uri)
        return json(res, { errcode: 10003, errmsg: 'bad request' });
      const code = randomBytes(8).toString('hex');
      codes.set(code, user);
      const back = new URL(query.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.state ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (query.appid !== appId || query.secret !== appSecret) {
        return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
      }
      const owner =
        query.grant_type === 'authorization_code' ? codes.get(query.code ?? '') : undefined;
      if (!owner) return json(res, { errcode: 40029, errmsg: 'invalid code' });
      codes.delete(query.code ?? '');
      const accessToken = randomBytes(12).toString('hex');
      tokens.set(accessToken, owner);
      return json(res, {
        access_token: accessToken,
        expires_in: 7200,
        openid: owner.openId,
        scope: 'snsapi_login',
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const owner = tokens.get(query.access_token ?? '');
      if (!owner || owner.openId !== query.openid) {
        return json(res, { errcode: 40001, errmsg: 'invalid credential' });
      }
      return json(res, { openid: owner.openId, nickname: owner.nickName });
    }
    res.writeHead(404);
    res.end();
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    openBase: base,
    apiBase: base,
    requests,
    setUser: (openId, nickName) => {
      user = { openId, nickName };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

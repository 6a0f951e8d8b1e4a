/** What WeChat says of the person who authorised our website application. */
export type TWechatUser = { openId: string; nickName: string };

export type TWechatClientOptions = {
  appId: string;
  appSecret: string;
  /** https://open.weixin.qq.com (the authorisation page). */
  openBase: string;
  /** https://api.weixin.qq.com (token and user info). */
  apiBase: string;
};

type TWechatError = { errcode?: number; errmsg?: string };

/** The WeChat web login (open platform website application, scope snsapi_login) over HTTP. */
export function createWechatClient(options: TWechatClientOptions) {
  async function getJson<T>(url: URL): Promise<T> {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as T & TWechatError;
    if (!response.ok || body.errcode) {
      throw new Error(`WeChat refused: ${body.errcode ?? response.status} ${body.errmsg ?? ''}`);
    }
    return body;
  }

  return {
    /** The page that shows the QR code; WeChat comes back to redirectUri with code and state. */
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL('/connect/qrconnect', options.openBase);
      url.search = new URLSearchParams({
        appid: options.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      return `${url.toString()}#wechat_redirect`;
    },

    /** Exchanges the code for an access token, then reads the user's openid and nickname. */
    async userForCode(code: string): Promise<TWechatUser> {
      const tokenUrl = new URL('/sns/oauth2/access_token', options.apiBase);
      tokenUrl.search = new URLSearchParams({
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await getJson<{ access_token: string; openid: string }>(tokenUrl);
      const infoUrl = new URL('/sns/userinfo', options.apiBase);
      infoUrl.search = new URLSearchParams({
        access_token: token.access_token,
        openid: token.openid,
      }).toString();
      const info = await getJson<{ openid: string; nickname?: string }>(infoUrl);
      return { openId: info.openid, nickName: info.nickname ?? '微信用户' };
    },
  };
}

export type TWechatClient = ReturnType<typeof createWechatClient>;

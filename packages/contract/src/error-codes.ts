// The error code catalogue: the spec's codes (section 8) and ours. The server answers every
// failure with one of these in the envelope's `code`; the web client maps them to behaviour.
// Messages that name a limit are built from the constant the check uses, so they cannot drift.

import { HEADER_LOGO_MAX_BYTES } from './calls/auth-user';
import { EXAM_DEFAULTS } from './calls/exam-shapes';
import { MIND_DOCS_MAX } from './calls/mindmap';
import { NOTE_TAGS_PER_USER_MAX } from './calls/note-tags';
import { ORG_APPLICATIONS_PENDING_MAX } from './calls/orguser';
import { NOTEBOOKS_MAX, NOTES_PER_SOURCE_MAX } from './calls/notes';

export type TErrorDefinition = {
  /** Stable identifier for logs and documentation. */
  id: string;
  /** Default message shown to users, in Simplified Chinese. */
  msg: string;
  /** HTTP status of the reply that carries it. */
  httpStatus: number;
  /**
   * True when operators want to hear of it: a failure on our side or a provider's (logged at
   * warn, 5000 at error with its stack), not a refusal of what the caller asked (info).
   */
  report: boolean;
};

export const SUCCESS_CODE = 200;

export const ERROR_CODES = {
  // The spec's codes.
  5006: { id: 'no_permission', msg: '无权限阅读，请重新登录', httpStatus: 403, report: false },
  5002: { id: 'login_expired', msg: '登录已过期，请重新登录', httpStatus: 401, report: false },
  5015: { id: 'token_invalid', msg: '登录凭证无效，请重新登录', httpStatus: 401, report: false },
  5007: { id: 'session_ended', msg: '登录状态已失效，请重新登录', httpStatus: 401, report: false },
  5008: { id: 'forced_offline', msg: '用户已被强制下线', httpStatus: 401, report: false },
  // Ours: the client's request could not be understood.
  4000: { id: 'invalid_params', msg: '输入的数据不合法!', httpStatus: 400, report: false },
  4001: {
    id: 'undecryptable_body',
    msg: '请求数据无法解密，请刷新页面后重试',
    httpStatus: 400,
    report: false,
  },
  4002: { id: 'malformed_json', msg: '请求数据不是有效的 JSON', httpStatus: 400, report: false },
  4003: { id: 'site_unknown', msg: '该域名未开通站点', httpStatus: 404, report: false },
  4004: { id: 'call_not_found', msg: '请求的接口不存在', httpStatus: 404, report: false },
  4005: { id: 'method_not_allowed', msg: '请求方式不正确', httpStatus: 405, report: false },
  4006: {
    id: 'malformed_upload',
    msg: '上传的数据格式不正确，请重新选择文件',
    httpStatus: 400,
    report: false,
  },
  4013: { id: 'body_too_large', msg: '请求数据过大', httpStatus: 413, report: false },
  4015: {
    id: 'unsupported_media_type',
    msg: '请求数据格式不受支持',
    httpStatus: 415,
    report: false,
  },
  4029: {
    id: 'too_many_requests',
    msg: '请求过于频繁，请稍后再试',
    httpStatus: 429,
    report: false,
  },
  // Ours: the token is missing or has run out; the client gets or refreshes one and retries.
  4010: { id: 'token_required', msg: '请先获取访问令牌', httpStatus: 401, report: false },
  4011: { id: 'token_expired', msg: '访问令牌已过期', httpStatus: 401, report: false },
  // Ours: identity (login, SMS codes, account).
  4101: { id: 'code_invalid', msg: '验证码或手机号错误', httpStatus: 400, report: false },
  4102: { id: 'code_expired', msg: '验证码已过期，请重新获取', httpStatus: 400, report: false },
  4103: {
    id: 'code_locked',
    msg: '验证码错误次数过多，请重新获取',
    httpStatus: 400,
    report: false,
  },
  4104: {
    id: 'ip_not_authorised',
    msg: '当前网络不在任何机构的授权范围内',
    httpStatus: 403,
    report: false,
  },
  4105: { id: 'auth_not_found', msg: '该授权不存在或已过期', httpStatus: 404, report: false },
  4106: { id: 'login_required', msg: '请先登录', httpStatus: 401, report: false },
  4107: {
    id: 'image_invalid',
    msg: `请上传 ${HEADER_LOGO_MAX_BYTES / 1024 / 1024}MB 以内的 JPG、PNG 或 WebP 图片`,
    httpStatus: 400,
    report: false,
  },
  4108: { id: 'phone_taken', msg: '该手机号已绑定其他账号', httpStatus: 409, report: false },
  4109: {
    id: 'ticket_invalid',
    msg: '身份验证已失效，请重新验证原手机号',
    httpStatus: 400,
    report: false,
  },
  4110: { id: 'wechat_failed', msg: '微信授权失败，请重试', httpStatus: 502, report: false },
  4111: { id: 'wechat_taken', msg: '该微信已绑定其他账号', httpStatus: 409, report: false },
  4112: {
    id: 'wechat_not_bound',
    msg: '该微信未绑定账号，请先用手机号登录后绑定',
    httpStatus: 404,
    report: false,
  },
  4113: { id: 'sms_failed', msg: '短信发送失败，请稍后再试', httpStatus: 502, report: true },
  4114: { id: 'phone_required', msg: '请先绑定手机号', httpStatus: 400, report: false },
  4115: {
    id: 'wechat_state_invalid',
    msg: '微信授权已失效，请重新扫码',
    httpStatus: 400,
    report: false,
  },
  // Ours: activation codes (413x).
  4116: {
    id: 'ip_range_too_wide',
    msg: 'IP 段范围过大，请填写本单位实际使用的 IP 段',
    httpStatus: 400,
    report: false,
  },
  4117: {
    id: 'org_applications_pending_limit',
    msg: `待审核的申请已有 ${ORG_APPLICATIONS_PENDING_MAX} 份，请等待处理后再提交`,
    httpStatus: 409,
    report: false,
  },
  4130: {
    id: 'activation_code_unknown',
    msg: '激活码不正确，请核对后重新输入',
    httpStatus: 400,
    report: false,
  },
  4131: {
    id: 'activation_code_used',
    msg: '该激活码已被使用',
    httpStatus: 409,
    report: false,
  },
  4132: {
    id: 'activation_code_expired',
    msg: '该激活码已过兑换有效期',
    httpStatus: 410,
    report: false,
  },
  // Ours: articles (45xx).
  4501: { id: 'article_not_found', msg: '文章不存在', httpStatus: 404, report: false },
  // Ours: the law database (46xx).
  4603: {
    id: 'search_query_unsearchable',
    msg: '请输入要检索的文字（标点和符号不参与检索）',
    httpStatus: 400,
    report: false,
  },
  4604: { id: 'law_not_found', msg: '法规不存在或已被删除', httpStatus: 404, report: false },
  4605: {
    id: 'law_compare_other_law',
    msg: '这两个文本不是同一部法规的版本，无法对照',
    httpStatus: 400,
    report: false,
  },
  4606: {
    id: 'law_compare_same_version',
    msg: '请选择同一部法规的两个不同版本进行对照',
    httpStatus: 400,
    report: false,
  },
  // Ours: the question bank (47xx).
  4701: { id: 'question_not_found', msg: '试题不存在或已下架', httpStatus: 404, report: false },
  4702: {
    id: 'question_not_in_session',
    msg: '该题不在本次练习中',
    httpStatus: 400,
    report: false,
  },
  4703: {
    id: 'option_invalid',
    msg: '所选选项不是本题的选项',
    httpStatus: 400,
    report: false,
  },
  4704: {
    id: 'already_answered',
    msg: '该题已作答，不能重复提交',
    httpStatus: 409,
    report: false,
  },
  4705: {
    id: 'session_finished',
    msg: '本次练习已交卷，不能再作答或重复交卷',
    httpStatus: 409,
    report: false,
  },
  4706: {
    id: 'session_not_found',
    msg: '练习记录不存在',
    httpStatus: 404,
    report: false,
  },
  4707: { id: 'paper_not_found', msg: '试卷不存在或已下架', httpStatus: 404, report: false },
  4708: {
    id: 'time_up',
    msg: '考试时间已到，请交卷',
    httpStatus: 409,
    report: false,
  },
  4709: { id: 'attempt_not_found', msg: '作答记录不存在', httpStatus: 404, report: false },
  4710: {
    id: 'no_questions',
    msg: '这里暂时没有可练习的试题',
    httpStatus: 404,
    report: false,
  },
  4711: {
    id: 'scoring_point_invalid',
    msg: '所选采分点不存在',
    httpStatus: 400,
    report: false,
  },
  4712: {
    id: 'answer_count_mismatch',
    msg: '作答数量与小题数量不一致',
    httpStatus: 400,
    report: false,
  },
  4713: { id: 'bank_not_found', msg: '题库不存在', httpStatus: 404, report: false },
  4714: { id: 'chapter_not_found', msg: '章节不存在', httpStatus: 404, report: false },
  // Ours: mock exams (48xx).
  4801: { id: 'exam_not_found', msg: '考试不存在或已下线', httpStatus: 404, report: false },
  4802: {
    id: 'exam_login_failed',
    msg: '准考证号或证件号码错误',
    httpStatus: 400,
    report: false,
  },
  4803: { id: 'exam_login_required', msg: '请先登录考场', httpStatus: 403, report: false },
  4804: {
    id: 'exam_not_open',
    msg: '考试尚未开始，请在考试开始后进入',
    httpStatus: 409,
    report: false,
  },
  4805: {
    id: 'exam_time_over',
    msg: '考试时间已结束，答案无法再保存',
    httpStatus: 409,
    report: false,
  },
  4806: {
    id: 'answer_superseded',
    msg: '已保存了更新的答案，本次保存被忽略',
    httpStatus: 409,
    report: false,
  },
  4807: {
    id: 'submit_not_open',
    msg: '开考一段时间后才能交卷，请继续作答',
    httpStatus: 409,
    report: false,
  },
  4808: { id: 'exam_already_registered', msg: '您已报名该考试', httpStatus: 409, report: false },
  4809: {
    id: 'exam_registration_closed',
    msg: '该考试不在报名时间内',
    httpStatus: 409,
    report: false,
  },
  4810: {
    id: 'exam_entry_closed',
    msg: `开考已超过 ${EXAM_DEFAULTS.lateEntryMinutes} 分钟，不能再进入考场`,
    httpStatus: 409,
    report: false,
  },
  4811: {
    id: 'exam_not_registered',
    msg: '您未报名该考试，请先报名',
    httpStatus: 403,
    report: false,
  },
  4812: {
    id: 'exam_no_access',
    msg: '该考试仅限授权用户参加',
    httpStatus: 403,
    report: false,
  },
  4813: {
    id: 'attempt_finished',
    msg: '本场考试已交卷，不能再作答',
    httpStatus: 409,
    report: false,
  },
  4814: {
    id: 'exam_login_locked',
    msg: '准考证号或证件号码错误次数过多，请 15 分钟后再试',
    httpStatus: 429,
    report: false,
  },
  4815: {
    id: 'report_not_ready',
    msg: '交卷后才能查看答题报告',
    httpStatus: 409,
    report: false,
  },
  4816: {
    id: 'exam_already_started',
    msg: '考试已开始，不能再修改时间',
    httpStatus: 409,
    report: false,
  },
  4817: {
    id: 'attempt_time_still_over',
    msg: '补时后考试时间仍已结束，不能重新开放作答',
    httpStatus: 409,
    report: false,
  },
  // Ours: media files (49xx), answered by GET /media/<id> as plain JSON (media elements fetch it).
  4901: { id: 'media_not_found', msg: '媒体文件不存在', httpStatus: 404, report: false },
  4902: {
    id: 'media_link_invalid',
    msg: '媒体链接无效，请刷新页面后重试',
    httpStatus: 403,
    report: false,
  },
  4903: {
    id: 'media_link_expired',
    msg: '媒体链接已过期，请刷新页面后重试',
    httpStatus: 410,
    report: false,
  },
  4904: {
    id: 'media_session_ended',
    msg: '登录状态已失效，请重新登录后再播放',
    httpStatus: 401,
    report: false,
  },
  4905: {
    id: 'media_range_invalid',
    msg: '请求的字节范围无效（只支持文件之内的单个范围）',
    httpStatus: 416,
    report: false,
  },
  // Ours: note tags (4906–4909).
  4906: {
    id: 'note_tag_limit_reached',
    msg: `标签已达 ${NOTE_TAGS_PER_USER_MAX} 个上限，请先删掉不用的标签`,
    httpStatus: 409,
    report: false,
  },
  // Ours: favourites of laws, books, courses and articles (492x).
  4920: {
    id: 'favorite_target_not_found',
    msg: '要收藏的内容不存在或已下架',
    httpStatus: 404,
    report: false,
  },
  // Ours: home sections (493x).
  4930: {
    id: 'home_section_not_found',
    msg: '首页栏目不存在或暂无内容',
    httpStatus: 404,
    report: false,
  },
  4931: {
    id: 'home_section_config_invalid',
    msg: '栏目配置不正确',
    httpStatus: 400,
    report: false,
  },
  4932: {
    id: 'home_section_order_mismatch',
    msg: '排序须恰好列出该站点的全部栏目，每个一次',
    httpStatus: 400,
    report: false,
  },
  4933: {
    id: 'daily_question_stale',
    msg: '这不是当天的每日一题，请刷新页面后再答',
    httpStatus: 409,
    report: false,
  },
  // Ours: courses (495x).
  4950: { id: 'course_not_found', msg: '课程不存在', httpStatus: 404, report: false },
  4951: {
    id: 'lesson_not_in_course',
    msg: '课时不存在或不属于该课程',
    httpStatus: 404,
    report: false,
  },
  4952: {
    id: 'position_beyond_duration',
    msg: '播放位置超出了课时时长',
    httpStatus: 400,
    report: false,
  },
  // Ours: books (496x).
  4960: { id: 'book_not_found', msg: '图书不存在', httpStatus: 404, report: false },
  4961: {
    id: 'book_part_not_found',
    msg: '本书没有该格式或章节',
    httpStatus: 404,
    report: false,
  },
  4962: {
    id: 'book_position_invalid',
    msg: '阅读位置超出了本书范围',
    httpStatus: 400,
    report: false,
  },
  4963: {
    id: 'book_code_other_book',
    msg: '该兑换码不属于本书，请核对图书后重新输入',
    httpStatus: 400,
    report: false,
  },
  4964: {
    id: 'book_code_not_book',
    msg: '该激活码不是图书兑换码，请在“获取授权”中兑换',
    httpStatus: 400,
    report: false,
  },
  // Ours: downloads (497x).
  4970: { id: 'download_not_found', msg: '下载文件不存在', httpStatus: 404, report: false },
  4971: {
    id: 'download_locked',
    msg: '该文件需要授权才能下载，请先获取授权',
    httpStatus: 403,
    report: false,
  },
  // Ours: notes (498x).
  4980: { id: 'note_not_found', msg: '笔记不存在或已删除', httpStatus: 404, report: false },
  4981: {
    id: 'note_source_not_found',
    msg: '要记笔记的内容不存在',
    httpStatus: 404,
    report: false,
  },
  4982: {
    id: 'note_source_locked',
    msg: '需授权后才能在这里记笔记',
    httpStatus: 403,
    report: false,
  },
  4983: { id: 'note_anchor_invalid', msg: '笔记的位置不正确', httpStatus: 400, report: false },
  4984: {
    id: 'note_limit_reached',
    msg: `这里的笔记已达 ${NOTES_PER_SOURCE_MAX} 条上限，请先删除一些再记`,
    httpStatus: 409,
    report: false,
  },
  4985: { id: 'notebook_not_found', msg: '笔记本不存在或已删除', httpStatus: 404, report: false },
  4986: {
    id: 'notebook_limit_reached',
    msg: `笔记本已达 ${NOTEBOOKS_MAX} 个上限，请先删除一些再建`,
    httpStatus: 409,
    report: false,
  },
  4990: { id: 'mind_doc_not_found', msg: '导图不存在或已删除', httpStatus: 404, report: false },
  4991: {
    id: 'mind_doc_version_stale',
    msg: '导图已在别处保存过，请重新加载或另存副本',
    httpStatus: 409,
    report: false,
  },
  4992: {
    id: 'mind_doc_limit_reached',
    msg: `导图已达 ${MIND_DOCS_MAX} 份上限，请先删除一些再建`,
    httpStatus: 409,
    report: false,
  },
  4993: {
    id: 'mind_import_empty',
    msg: '没有读到标题或列表项，请检查 Markdown 的格式',
    httpStatus: 400,
    report: false,
  },
  4994: { id: 'mind_doc_too_large', msg: '导图内容超出上限', httpStatus: 400, report: false },
  // Ours: the server's own failures.
  5000: { id: 'internal_error', msg: '服务器开小差了，请稍后再试', httpStatus: 500, report: true },
  // A feature this deployment has switched off (WeChat login without WECHAT_APP_ID): a refusal.
  5003: { id: 'unavailable', msg: '服务暂不可用，请稍后再试', httpStatus: 503, report: false },
} as const satisfies Record<number, TErrorDefinition>;

export type TErrorCode = keyof typeof ERROR_CODES;

/** `attempt_not_found` → `attemptNotFound`, in the type system as at run time. */
type TCamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<TCamelCase<Tail>>}`
  : S;

function camelCase(id: string): string {
  return id.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Each catalogue entry's name (its id in camelCase) mapped to its code. */
export type TErrorNames = {
  readonly [C in TErrorCode as TCamelCase<(typeof ERROR_CODES)[C]['id']>]: C;
};

/**
 * The codes by name, derived from the catalogue: `new AppError(E.attemptNotFound)` on the
 * server, `error.code === E.bookNotFound` on the web. Both apps name codes only through this,
 * so a code removed from the catalogue is a compile error wherever it was used.
 */
export const E = Object.freeze(
  Object.fromEntries(
    Object.entries(ERROR_CODES).map(([code, definition]) => [
      camelCase(definition.id),
      Number(code),
    ]),
  ),
) as TErrorNames;

/** Whether a number is one of the catalogue's codes (the web client types replies by it). */
export function isErrorCode(code: number): code is TErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/** Codes after which the web client deletes the token and returns to the home path. */
export const SESSION_ENDING_CODES: readonly TErrorCode[] = [
  E.noPermission,
  E.loginExpired,
  E.tokenInvalid,
  E.sessionEnded,
  E.forcedOffline,
];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { grantPersonal, loginUser, newTestPhone } from '../identity/identity-fixtures';
import { AUDIO_M4A_5S, VIDEO_61S, importFixtureCourses, manifestOf } from './course-fixtures';
import {
  getCourseCall,
  getCourseRecordCall,
  listCoursesCall,
  playLessonCall,
  saveLessonProgressCall,
} from '@yzfk/contract/calls/course';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

/** Enough of a JPEG for the importer, which copies a cover as it is. */
const COVER_JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
]);

describe.each(TEST_DATABASES)('course calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const login = async (phone?: string) => {
    later(61);
    return (await loginUser(t, phone)).token;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    const results = await importFixtureCourses(t, () => now, [
      {
        manifest: manifestOf(
          'a-civil',
          [[{ key: 'l1', file: 'l1.mp4' }], [{ key: 'l2', file: 'l2.mp4' }]],
          { title: '1 民法精讲', cover: 'cover.jpg' },
        ),
        files: { 'l1.mp4': VIDEO_61S, 'l2.mp4': VIDEO_61S, 'cover.jpg': COVER_JPG },
      },
      {
        manifest: manifestOf('b-paid-audio', [[{ key: 'a1', file: 'a1.m4a' }]], {
          kind: 'audio',
          access: 'authorised',
          title: '2 刑法音频',
          subject: '刑法',
          teacher: '李老师',
        }),
        files: { 'a1.m4a': AUDIO_M4A_5S },
      },
    ]);
    expect(results.map((r) => r.status)).toEqual(['imported', 'imported']);
  });
  afterAll(() => t.close());

  async function detailOf(key: 'civil' | 'paid', token: string) {
    const list = await callContractOk(t, listCoursesCall, {}, token);
    const title = key === 'civil' ? '1 民法精讲' : '2 刑法音频';
    const id = list.items.find((item) => item.title === title)?.id;
    return callContractOk(t, getCourseCall, { courseId: id }, token);
  }

  it('lists courses with filters and sorting, without progress for an anonymous session', async () => {
    const { token } = await t.webToken();
    const all = await callContractOk(t, listCoursesCall, { sort: 'title' }, token);
    expect(all.items.map((c) => c.title)).toEqual(['1 民法精讲', '2 刑法音频']);
    expect(all.items.every((c) => c.progress === null)).toBe(true);
    const audio = await callContractOk(t, listCoursesCall, { kind: 'audio' }, token);
    expect(audio.items.map((c) => c.title)).toEqual(['2 刑法音频']);
    const civil = await callContractOk(
      t,
      listCoursesCall,
      { subject: '民法', teacher: '张老师', access: 'free' },
      token,
    );
    expect(civil.items.map((c) => c.title)).toEqual(['1 民法精讲']);
    const none = await callContractOk(t, listCoursesCall, { subject: '商法' }, token);
    expect(none).toMatchObject({ items: [], total: 0 });
    const bad = await callContract(t, listCoursesCall, looseBody({ sort: 'cheapest' }), token);
    expect(bad).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('排序只能是') as unknown,
    });
  });

  it('lists the subjects and teachers of the asked kind as facets', async () => {
    const { token } = await t.webToken();
    const audio = await callContractOk(t, listCoursesCall, { kind: 'audio' }, token);
    expect(audio.facets).toEqual({ subjects: ['刑法'], teachers: ['李老师'] });
    // The facets stay those of the kind whatever the other filters, so a filter can be changed.
    const video = await callContractOk(
      t,
      listCoursesCall,
      { kind: 'video', subject: '商法' },
      token,
    );
    expect(video.facets).toEqual({ subjects: ['民法'], teachers: ['张老师'] });
    const all = await callContractOk(t, listCoursesCall, {}, token);
    expect(all.facets.subjects.toSorted()).toEqual(['刑法', '民法']);
  });

  it('gives a cover as a signed link that stays the same within the hour and loads', async () => {
    const { token } = await t.webToken();
    // Off the hour (the clock starts on one), so a minute later is within the same hour.
    later(120);
    const first = await callContractOk(t, listCoursesCall, { sort: 'title' }, token);
    const [civil, paid] = first.items;
    expect(paid?.coverUrl).toBeNull();
    const url = civil?.coverUrl ?? '';
    expect(url).toMatch(/^\/media\/\d+\?exp=/);
    const expiry = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(expiry % 3_600).toBe(0);
    later(60);
    const again = await callContractOk(t, listCoursesCall, { sort: 'title' }, token);
    expect(again.items[0]?.coverUrl).toBe(url);
    const detail = await callContractOk(t, getCourseCall, { courseId: civil?.id }, token);
    expect(detail.course.coverUrl).toBe(url);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('shows a paid course locked to a user without authorisation and refuses to play it (5006)', async () => {
    const token = await login();
    const paid = await detailOf('paid', token);
    expect(paid.locked).toBe(true);
    expect(paid.course.locked).toBe(true);
    const cardOf = async (bearer: string) =>
      (await callContractOk(t, listCoursesCall, {}, bearer)).items.find(
        (card) => card.id === paid.course.id,
      );
    expect((await cardOf(token))?.locked).toBe(true);
    const lessonId = paid.chapters[0]?.lessons[0]?.id;
    const refused = await callContract(
      t,
      playLessonCall,
      { courseId: paid.course.id, lessonId },
      token,
    );
    expect(refused).toMatchObject({ code: 5006 });

    const phone = newTestPhone();
    await grantPersonal(t, phone, '有章法考会员');
    const member = await login(phone);
    const open = await detailOf('paid', member);
    expect(open.locked).toBe(false);
    // The catalogue card says so too (已授权 rather than 需授权).
    expect((await cardOf(member))?.locked).toBe(false);
    const played = await callContractOk(
      t,
      playLessonCall,
      { courseId: open.course.id, lessonId },
      member,
    );
    expect(played.url).toMatch(/^\/media\/\d+\?exp=/);
    expect(played.durationMs).toBe(5_000);
    const media = await t.app.inject({ method: 'GET', url: played.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/mp4');
  });

  it('saves progress, never backwards by a stale save, and counts the course by finished lessons', async () => {
    const token = await login();
    const civil = await detailOf('civil', token);
    const [l1, l2] = civil.chapters.flatMap((c) => c.lessons);
    expect([l1?.durationMs, l2?.durationMs]).toEqual([61_000, 61_000]);
    const save = (
      lessonId: number | undefined,
      positionMs: number,
      clientAt: number,
      extra = {},
    ) => {
      // Each save 15 s after the last: study time is bounded by the time between saves.
      later(15);
      return callContract(
        t,
        saveLessonProgressCall,
        {
          courseId: civil.course.id,
          lessonId,
          positionMs,
          watchedDeltaMs: 15_000,
          finished: false,
          clientAt,
          ...extra,
        },
        token,
      );
    };

    expect(await save(l1?.id, 30_000, 2_000)).toMatchObject({
      data: { applied: true, progress: { positionMs: 30_000, watchedMs: 15_000, finished: false } },
    });
    const stale = await save(l1?.id, 10_000, 1_000);
    expect(stale).toMatchObject({
      data: { applied: false, progress: { positionMs: 30_000, watchedMs: 15_000 } },
    });
    const done = await save(l1?.id, 61_000, 3_000, { finished: true });
    expect(done).toMatchObject({
      data: {
        applied: true,
        progress: { finished: true },
        course: { finishedLessons: 1, lessonCount: 2, share: 0.5 },
      },
    });
    await save(l2?.id, 5_000, 4_000);

    const after = await detailOf('civil', token);
    expect(after.course.progress?.share).toBe(0.5);
    expect(after.resume).toEqual({ lessonId: l2?.id, positionMs: 5_000 });
    expect(after.chapters[0]?.lessons[0]?.progress).toMatchObject({ finished: true });
    const played = await callContractOk(
      t,
      playLessonCall,
      { courseId: civil.course.id, lessonId: l2?.id },
      token,
    );
    expect(played.positionMs).toBe(5_000);

    const record = await callContractOk(t, getCourseRecordCall, {}, token);
    expect(record.courses).toEqual([
      expect.objectContaining({
        title: '1 民法精讲',
        studiedMs: 45_000,
        progress: expect.objectContaining({ share: 0.5 }) as unknown,
      }),
    ]);
    expect(record.days).toHaveLength(30);
    expect(record.days.at(-1)).toEqual({ day: '2026-11-20', studiedMs: 45_000 });
  });

  it('bounds study time by the time between saves: 20 saves at once count one save’s time', async () => {
    const token = await login();
    const civil = await detailOf('civil', token);
    const lessonId = civil.chapters[0]?.lessons[0]?.id;
    const save = (clientAt: number) =>
      callContractOk(
        t,
        saveLessonProgressCall,
        {
          courseId: civil.course.id,
          lessonId,
          positionMs: 1_000,
          watchedDeltaMs: 600_000,
          finished: false,
          clientAt,
        },
        token,
      );
    await Promise.all(Array.from({ length: 20 }, (_, i) => save(i + 1)));
    const studied = async () =>
      (await callContractOk(t, getCourseRecordCall, {}, token)).days.at(-1)?.studiedMs;
    // The first save (none before it) may claim its whole delta; the rest came no later.
    expect(await studied()).toBe(600_000);
    later(30);
    await save(100);
    expect(await studied()).toBe(630_000);
  });

  it('refuses progress on a locked course (5006), so a user without access is no learner', async () => {
    const token = await login();
    const paid = await detailOf('paid', token);
    const learnersBefore = paid.course.learners;
    const saved = await callContract(
      t,
      saveLessonProgressCall,
      {
        courseId: paid.course.id,
        lessonId: paid.chapters[0]?.lessons[0]?.id,
        positionMs: 1_000,
        watchedDeltaMs: 1_000,
        finished: false,
        clientAt: 1,
      },
      token,
    );
    expect(saved).toMatchObject({ code: 5006 });
    expect((await detailOf('paid', token)).course.learners).toBe(learnersBefore);
    expect((await callContractOk(t, getCourseRecordCall, {}, token)).courses).toEqual([]);
  });

  it('refuses a lesson of another course, a position past the end, and anonymous saves', async () => {
    const token = await login();
    const civil = await detailOf('civil', token);
    const lessonId = civil.chapters[0]?.lessons[0]?.id;
    const paid = await detailOf('paid', token);
    const otherLesson = paid.chapters[0]?.lessons[0]?.id;
    const base = { courseId: civil.course.id, watchedDeltaMs: 0, finished: false, clientAt: 1 };
    expect(
      await callContract(
        t,
        saveLessonProgressCall,
        { ...base, lessonId: otherLesson, positionMs: 0 },
        token,
      ),
    ).toMatchObject({
      code: 4951,
      msg: '课时不存在或不属于该课程',
    });
    expect(
      await callContract(
        t,
        saveLessonProgressCall,
        { ...base, lessonId, positionMs: 63_001 },
        token,
      ),
    ).toMatchObject({
      code: 4952,
      msg: '播放位置超出了课时时长',
    });
    expect(
      await callContract(
        t,
        saveLessonProgressCall,
        { ...base, lessonId, positionMs: 62_500 },
        token,
      ),
    ).toMatchObject({
      data: { progress: { positionMs: 61_000 } },
    });
    expect(
      await callContract(
        t,
        playLessonCall,
        { courseId: civil.course.id, lessonId: otherLesson },
        token,
      ),
    ).toMatchObject({ code: 4951 });
    expect(await callContract(t, getCourseCall, { courseId: 999_999 }, token)).toMatchObject({
      code: 4950,
      msg: '课程不存在',
    });
    const anonymous = await t.webToken();
    expect(
      await callContract(
        t,
        saveLessonProgressCall,
        { ...base, lessonId, positionMs: 0 },
        anonymous.token,
      ),
    ).toMatchObject({ code: 4106 });
    expect(
      await callContract(
        t,
        saveLessonProgressCall,
        { ...base, lessonId, positionMs: 0, watchedDeltaMs: 600_001 },
        token,
      ),
    ).toMatchObject({ code: 4000 });
  });
});

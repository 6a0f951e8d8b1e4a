import type { FastifyInstance } from 'fastify';
import {
  getCourseCall,
  getCourseRecordCall,
  listCoursesCall,
  playLessonCall,
  saveLessonProgressCall,
} from '@yzfk/contract/calls/course';
import { registerCall, type TCallDeps } from '../../platform/http/register-call';
import type { TCourseCatalogService } from './course-catalog.service';
import type { TCourseProgressService } from './course-progress.service';

/** Courses: catalogue, detail and play for any session; progress and record for users. */
export function registerCourseRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { catalog: TCourseCatalogService; progress: TCourseProgressService },
): void {
  registerCall(app, deps, {
    call: listCoursesCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.catalog.list(auth, body),
  });
  registerCall(app, deps, {
    call: getCourseCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.catalog.detail(auth, body.courseId),
  });
  registerCall(app, deps, {
    call: playLessonCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.catalog.play(auth, body.courseId, body.lessonId),
  });
  registerCall(app, deps, {
    call: saveLessonProgressCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.progress.save(auth, body),
  });
  registerCall(app, deps, {
    call: getCourseRecordCall,
    auth: 'session',
    handler: ({ auth }) => deps.progress.record(auth),
  });
}

import type { FastifyInstance } from 'fastify';
import {
  getCourseCall,
  getCourseRecordCall,
  listCoursesCall,
  playLessonCall,
  saveLessonProgressCall,
} from '@yzfk/contract/calls/course';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TCourseCatalogService } from './course-catalog.service';
import type { TCourseProgressService } from './course-progress.service';

/** Courses: catalogue, detail and play for any session; progress and record for users. */
export function registerCourseRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { catalog: TCourseCatalogService; progress: TCourseProgressService },
): void {
  registerSessionCall(app, deps, listCoursesCall, ({ body, auth }) =>
    deps.catalog.list(auth, body),
  );
  registerSessionCall(app, deps, getCourseCall, ({ body, auth }) =>
    deps.catalog.detail(auth, body.courseId),
  );
  registerSessionCall(app, deps, playLessonCall, ({ body, auth }) =>
    deps.catalog.play(auth, body.courseId, body.lessonId),
  );
  registerSessionCall(app, deps, saveLessonProgressCall, ({ body, auth }) =>
    deps.progress.save(auth, body),
  );
  registerSessionCall(app, deps, getCourseRecordCall, ({ auth }) => deps.progress.record(auth));
}

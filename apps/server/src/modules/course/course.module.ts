import type { FastifyInstance } from 'fastify';
import type { TAuthSession } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAuthorisation } from '../identity/login.service';
import type { TMediaService } from '../media/media.service';
import { createCourseAccess } from './course-access';
import { createCourseCatalogService } from './course-catalog.service';
import { createCourseProgressStore } from './course-progress.repository';
import { createCourseProgressService } from './course-progress.service';
import { createCourseRepository } from './course.repository';
import { registerCourseRoutes } from './course.routes';
import { createCourseSearchSource } from './course-search-source';
import { createLessonNoteSource } from './lesson-note-source';

/** Video and audio courses: catalogue, playing lessons (media links), progress, record. */
export function createCourseModule(
  { database, now }: TPlatform,
  deps: {
    authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
    media: TMediaService;
  },
) {
  const courses = createCourseRepository(database.db);
  const access = createCourseAccess({ authsOf: deps.authsOf });
  const catalog = createCourseCatalogService({ courses, access, media: deps.media });
  const progress = createCourseProgressService({
    courses,
    access,
    progress: createCourseProgressStore(database.db),
    now,
  });
  return {
    /** The catalogue: also answers whether a lesson is readable (for notes). */
    courseCatalog: catalog,
    /** The user's course record (the home page's 继续学习). */
    courseProgress: progress,
    /** Whether a note may go on a lesson (the notes module's port). */
    lessonNoteSource: createLessonNoteSource(catalog),
    /** Its entries in the global search's index. */
    searchSource: createCourseSearchSource(database.db),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerCourseRoutes(app, { ...calls, catalog, progress });
    },
  };
}

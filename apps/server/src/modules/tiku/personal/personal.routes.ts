import type { FastifyInstance } from 'fastify';
import {
  getQuestionDetailCall,
  listMistakesCall,
  listQuestionFavoritesCall,
  removeMistakeCall,
  saveQuestionNoteCall,
  setQuestionFavoriteCall,
} from '@yzfk/contract/calls/tiku-personal';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TQuestionFavoritesService } from './favorites.service';
import type { TMistakesService } from './mistakes.service';
import type { TQuestionPersonalService } from './personal.service';
import { registerSessionCall } from '../../../platform/http/register-call';

/**
 * The user's own question-bank data: the wrong-answer book, favourites, notes and one question
 * with all of them. Every call needs a logged-in user (the services answer 4106 otherwise).
 */
export function registerTikuPersonalRoutes(
  app: FastifyInstance,
  deps: TCallDeps & {
    tikuFavorites: TQuestionFavoritesService;
    tikuMistakes: TMistakesService;
    tikuPersonal: TQuestionPersonalService;
  },
): void {
  registerSessionCall(app, deps, listMistakesCall, ({ body, auth }) =>
    deps.tikuMistakes.list(auth, body),
  );
  registerSessionCall(app, deps, removeMistakeCall, ({ body, auth }) =>
    deps.tikuMistakes.remove(auth, body.questionId),
  );
  registerSessionCall(app, deps, listQuestionFavoritesCall, ({ body, auth }) =>
    deps.tikuFavorites.list(auth, body),
  );
  registerSessionCall(app, deps, setQuestionFavoriteCall, ({ body, auth }) =>
    deps.tikuFavorites.set(auth, body.questionId, body.favorite),
  );
  registerSessionCall(app, deps, saveQuestionNoteCall, ({ body, auth }) =>
    deps.tikuPersonal.saveNote(auth, body.questionId, body.text),
  );
  registerSessionCall(app, deps, getQuestionDetailCall, ({ body, auth }) =>
    deps.tikuPersonal.detail(auth, body.questionId),
  );
}

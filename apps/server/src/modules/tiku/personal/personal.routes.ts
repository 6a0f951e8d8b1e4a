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
import { registerCall } from '../../../platform/http/register-call';

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
  registerCall(app, deps, {
    call: listMistakesCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuMistakes.list(auth, body),
  });
  registerCall(app, deps, {
    call: removeMistakeCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuMistakes.remove(auth, body.questionId),
  });
  registerCall(app, deps, {
    call: listQuestionFavoritesCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuFavorites.list(auth, body),
  });
  registerCall(app, deps, {
    call: setQuestionFavoriteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuFavorites.set(auth, body.questionId, body.favorite),
  });
  registerCall(app, deps, {
    call: saveQuestionNoteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPersonal.saveNote(auth, body.questionId, body.text),
  });
  registerCall(app, deps, {
    call: getQuestionDetailCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPersonal.detail(auth, body.questionId),
  });
}

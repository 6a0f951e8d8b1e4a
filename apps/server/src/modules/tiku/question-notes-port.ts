/**
 * The user's notes on questions, kept by the notes module (decision 0019: one notes model);
 * modules.ts wires it. The question bank shows one note per question: the notes module answers
 * the user's first note on the whole question.
 */
export type TQuestionNotesPort = {
  /** The user's note on one question, or null. */
  textOf(userId: number, questionId: number): Promise<string | null>;
  /** The user's notes on some questions, by question id. */
  textsOf(userId: number, questionIds: number[]): Promise<Map<number, string>>;
  /**
   * Writes the user's note on a question (replacing it); '' deletes it. `subject` is the
   * question's, which /mynotes filters by.
   */
  save(userId: number, questionId: number, text: string, at: Date, subject: string): Promise<void>;
};

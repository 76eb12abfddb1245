/** What went wrong with a content change or an upload; each has its HTTP status. */
export type ContentProblem = 'not_found' | 'conflict' | 'invalid' | 'unsupported_type' | 'unreadable' | 'too_large';

export const contentProblemStatus: Record<ContentProblem, number> = {
  not_found: 404,
  conflict: 409,
  invalid: 400,
  unsupported_type: 415,
  unreadable: 400,
  too_large: 413,
};

/** A change that cannot be made, with a sentence for the staff member and the input field it is about. */
export class ContentError extends Error {
  constructor(
    readonly problem: ContentProblem,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

import type { Answers } from '../../../machines/submission.machine';

/**
 * A form's current answers, read by a widget that depends on a sibling's answer (a departure
 * disabled until the arrival is chosen). Widgets subscribe instead of receiving the answers as a
 * prop, so a keystroke re-renders only the widgets whose watched answer changed (see use-answer.ts).
 */
export interface AnswersStore {
  get(): Answers;
  subscribe(listener: () => void): () => void;
}

/** The store SchemaForm owns: it `set`s the answers after each commit, and widgets only read. */
export interface WritableAnswersStore extends AnswersStore {
  set(answers: Answers): void;
}

/** A store holding `initial` until SchemaForm sets newer answers. */
export function createAnswersStore(initial: Answers): WritableAnswersStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(answers) {
      if (answers === current) return;
      current = answers;
      listeners.forEach((listener) => listener());
    },
  };
}

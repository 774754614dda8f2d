import { BehaviorSubject, type Observable } from 'rxjs';

export type { Observable, Subscription } from 'rxjs';

/** A stream that holds one value, sent to each new subscriber and then on every `next`. */
export interface ValueStream<T> {
  readonly stream$: Observable<T>;
  next(value: T): void;
}

/**
 * A stream whose value the caller sets, shaped like the bus's `state$`: for a component that
 * takes a stream (tests, previews) without importing rxjs outside the bus.
 */
export function createValueStream<T>(initial: T): ValueStream<T> {
  const subject = new BehaviorSubject(initial);
  return { stream$: subject.asObservable(), next: (value) => subject.next(value) };
}

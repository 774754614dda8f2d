import type { HubName } from '@resto/shared/contracts';
import type { HubAuth } from './hub-types';

/** What a hub method may do with the connection that invoked it. */
export interface HubCallContext {
  readonly connectionId: string;
  readonly auth: HubAuth;
  /** Groups are per venue: the same name in two venues is two groups. */
  joinGroup(group: string): void;
  leaveGroup(group: string): void;
}

export interface HubMethod {
  /** Spelling used in messages; lookups ignore case, as ASP.NET does. */
  name: string;
  arity: number;
  run(ctx: HubCallContext, args: unknown[]): unknown;
}

export interface HubDefinition {
  name: HubName;
  methods: HubMethod[];
  onConnected?(ctx: HubCallContext): void;
}

/** Thrown by a hub method: its message goes back to the caller in the Completion. */
export class HubMethodError extends Error {}

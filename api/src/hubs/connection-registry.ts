import type { HubName } from '@resto/shared/contracts';
import { MessageType, writeRecord } from './hub-protocol';

/** One event to fan out: `groups` null means every connection of the venue on that hub. */
export interface HubEvent {
  hub: HubName;
  localId: number;
  groups: string[] | null;
  target: string;
  args: unknown[];
}

/** The part of a connection the registry needs. */
export interface Member {
  readonly id: string;
  readonly hub: HubName;
  readonly localId: number;
  sendRaw(text: string): void;
}

/**
 * Group membership lives only in the process that holds the socket (as in ASP.NET's
 * backplanes); other instances reach these members by publishing, never by reading this.
 */
export class ConnectionRegistry {
  private readonly byId = new Map<string, Member>();
  private readonly venues = new Map<string, Set<Member>>();
  private readonly groups = new Map<string, Set<Member>>();
  private readonly memberGroups = new Map<Member, Set<string>>();

  get size(): number {
    return this.byId.size;
  }

  /** Messages delivered to this instance's sockets, per hub (GET /api/metrics). */
  readonly sentByHub = new Map<HubName, number>();

  /** This instance's open connections per hub (GET /api/metrics). */
  countByHub(): Map<HubName, number> {
    const counts = new Map<HubName, number>();
    for (const m of this.byId.values()) counts.set(m.hub, (counts.get(m.hub) ?? 0) + 1);
    return counts;
  }

  has(connectionId: string): boolean {
    return this.byId.has(connectionId);
  }

  add(member: Member): void {
    this.byId.set(member.id, member);
    this.memberGroups.set(member, new Set());
    addTo(this.venues, venueKey(member.hub, member.localId), member);
  }

  remove(member: Member): void {
    if (this.byId.get(member.id) !== member) return;
    this.byId.delete(member.id);
    removeFrom(this.venues, venueKey(member.hub, member.localId), member);
    for (const key of this.memberGroups.get(member) ?? []) removeFrom(this.groups, key, member);
    this.memberGroups.delete(member);
  }

  join(member: Member, group: string): void {
    const mine = this.memberGroups.get(member);
    if (!mine) return;
    const key = groupKey(member.hub, member.localId, group);
    mine.add(key);
    addTo(this.groups, key, member);
  }

  leave(member: Member, group: string): void {
    const key = groupKey(member.hub, member.localId, group);
    this.memberGroups.get(member)?.delete(key);
    removeFrom(this.groups, key, member);
  }

  /** Delivers to local members; a member in several target groups gets the event once. */
  deliver(event: HubEvent): number {
    const targets = new Set<Member>();
    if (event.groups === null) {
      for (const m of this.venues.get(venueKey(event.hub, event.localId)) ?? []) targets.add(m);
    } else {
      for (const group of event.groups) {
        for (const m of this.groups.get(groupKey(event.hub, event.localId, group)) ?? []) targets.add(m);
      }
    }
    if (targets.size === 0) return 0;
    const text = writeRecord({ type: MessageType.Invocation, target: event.target, arguments: event.args });
    for (const m of targets) m.sendRaw(text);
    this.sentByHub.set(event.hub, (this.sentByHub.get(event.hub) ?? 0) + targets.size);
    return targets.size;
  }
}

function venueKey(hub: HubName, localId: number): string {
  return `${hub}\u0000${localId}`;
}

function groupKey(hub: HubName, localId: number, group: string): string {
  return `${hub}\u0000${localId}\u0000${group}`;
}

function addTo(map: Map<string, Set<Member>>, key: string, member: Member): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(member);
}

function removeFrom(map: Map<string, Set<Member>>, key: string, member: Member): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(member);
  if (set.size === 0) map.delete(key);
}

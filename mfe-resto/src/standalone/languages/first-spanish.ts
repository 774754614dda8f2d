/*
 * The shared Spanish texts the handheld's first script keeps: the groups the handheld's
 * code names anywhere (the first view: `currencies.…` for the header's currency names,
 * `apiError.…` for a failed call's reference; the voice dictation: `asistente.…`; `mesas` is named
 * by the permission list and is small). Every other shared Spanish group (the desktop's layout,
 * login, reports, the api's refusal texts…: ~33 kB of the first script's 202 kB) comes in the lazy
 * chunk ./es-rest.ts once the table list is on screen, and nothing on the handheld waits for it.
 *
 * `errors` (the refusal texts) is named (`refusalText`) without being here: in Spanish a refusal
 * shows the server's own message, so the texts can arrive afterwards. So is `feedback`
 * (`saveFailureMessage`): a save that failed follows a tap on a view already on screen, by which
 * time the lazy chunk is there. The handheld's build fails
 * when any of its chunks names another group that is not here (`oneLanguageFirst` in
 * ../vite.config.ts).
 */
export const FIRST_SPANISH_GROUPS: readonly string[] = ['currencies', 'apiError', 'asistente', 'mesas'];
export const SPANISH_GROUPS_NAMED_LATER: readonly string[] = ['errors', 'feedback'];

/** The groups of a tree that `keep` says yes to. */
export function pickGroups<T extends Record<string, unknown>>(tree: T, keep: (group: string) => boolean): Partial<T> {
  return Object.fromEntries(Object.entries(tree).filter(([group]) => keep(group))) as Partial<T>;
}

/**
 * The waiter handheld's protocol with the api. The handheld is installed on phones and
 * served from its service worker's cache, so an old copy may keep running after the api was
 * upgraded. It sends its protocol number on every api call; an api that can no longer serve that
 * version refuses with 426 VERSION_APP_DESACTUALIZADA, and the handheld says so and updates
 * itself (keeping the outbox, which is sent by the new version).
 *
 * Raise HANDHELD_PROTOCOL when the handheld starts relying on a changed api; raise
 * HANDHELD_MIN_PROTOCOL (what the api still serves) when the api drops something old copies use.
 */
export const HANDHELD_PROTOCOL_HEADER = 'X-Resto-Handheld';
export const HANDHELD_PROTOCOL = 1;
export const HANDHELD_MIN_PROTOCOL = 1;
/** The refusal an old handheld gets (HTTP 426 Upgrade Required). */
export const HANDHELD_OUTDATED_CODE = 'VERSION_APP_DESACTUALIZADA';

/** The phone sales' query keys, under 'ventas' so that a refresh of the sales refreshes them too. */
export const phoneSalesKeys = {
  /** Phone sales waiting at the register. */
  pending: () => ['ventas', 'drafts'] as const,
};

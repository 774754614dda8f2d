/** The signed-in user's own discount limit, under 'ventas' so that a refresh of the sales refreshes it too. */
export const limiteDescuentoKey = ['ventas', 'limite-descuento'] as const;

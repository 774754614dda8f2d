/** Whether the register is open (GET /arqueos/estado); under 'arqueos', so the cash screens' changes refresh it. */
export const registerStatusKey = ['arqueos', 'estado'] as const;

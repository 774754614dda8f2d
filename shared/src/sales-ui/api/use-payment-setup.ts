import { useQuery } from '@tanstack/react-query';
import type { MedioPago, TipoCambio } from '../../contracts';
import { unwrap } from '../../query';
import { getMediosPago } from './get-medios-pago';
import { getTiposCambio } from './get-tipos-cambio';

/** What a payment screen needs: the venue's payment methods and its exchange rates. */
export interface PaymentSetup {
  medios: MedioPago[];
  tipos: TipoCambio[];
}

/** Query keys of the payment reads, shared by the close-sale screen and the account payment. */
export const paymentKeys = {
  setup: ['pagos', 'setup'] as const,
};

/** GET /medios-de-pago and /tipos-de-cambio together; read once for every payment screen open at the time. */
export function usePaymentSetup() {
  return useQuery({
    queryKey: paymentKeys.setup,
    queryFn: async ({ signal }): Promise<PaymentSetup> => {
      const [medios, tipos] = await Promise.all([getMediosPago(signal), getTiposCambio(signal)]);
      return { medios: unwrap(medios) ?? [], tipos: unwrap(tipos) ?? [] };
    },
  });
}

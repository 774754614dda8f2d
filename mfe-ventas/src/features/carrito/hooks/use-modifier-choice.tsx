import type { ModificadorGrupo, ProductoVenta } from '@resto/shared/contracts';
import { gruposDe, modificadoresMenuQuery, ModifierPickerDialog, type ModifierChoice } from '@resto/shared/sales-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

interface Choosing {
  producto: ProductoVenta;
  grupos: ModificadorGrupo[];
  then: (choice: ModifierChoice) => void;
}

/**
 * At the counter: before a product joins the cart, its options are chosen in a dialog
 * when it has groups. The groups are read once for the whole menu (kept fresh in the background),
 * so a product without them, or a scan, is added at once. When they cannot be read the product is
 * added as it is: the api refuses a sale missing a required option with its own message.
 */
export function useModifierChoice(): { choose: (p: ProductoVenta, then: (choice: ModifierChoice | null) => void) => Promise<void>; dialog: ReactNode; open: boolean } {
  const queryClient = useQueryClient();
  // Read as the page opens, so the first product picked does not wait for it.
  useQuery(modificadoresMenuQuery);
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const choose = async (producto: ProductoVenta, then: (choice: ModifierChoice | null) => void) => {
    const menu = await queryClient.ensureQueryData({ ...modificadoresMenuQuery, revalidateIfStale: true }).catch(() => undefined);
    const grupos = gruposDe(menu, producto.id);
    if (grupos.length === 0) then(null);
    else setChoosing({ producto, grupos, then });
  };

  const dialog = (
    <ModifierPickerDialog
      producto={choosing?.producto ?? null}
      grupos={choosing?.grupos ?? []}
      onClose={() => setChoosing(null)}
      onConfirm={(choice) => {
        setChoosing(null);
        choosing?.then(choice);
      }}
    />
  );
  return { choose, dialog, open: choosing !== null };
}

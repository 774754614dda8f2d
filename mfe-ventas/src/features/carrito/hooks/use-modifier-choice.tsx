import type { ComboGrupo, ModificadorGrupo, ProductoVenta } from '@resto/shared/contracts';
import { comboGruposDe, combosMenuQuery, gruposDe, modificadoresMenuQuery, ModifierPickerDialog, type ModifierChoice } from '@resto/shared/sales-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNoDisponible } from '../../catalogo';

interface Choosing {
  producto: ProductoVenta;
  grupos: ModificadorGrupo[];
  comboGrupos: ComboGrupo[];
  then: (choice: ModifierChoice) => void;
}

/**
 * At the counter: before a product joins the cart, its options are chosen in a dialog
 * when it has groups, and a combo's choices (one per group). The groups are read once for the whole menu (kept fresh in the background),
 * so a product without them, or a scan, is added at once. When they cannot be read the product is
 * added as it is: the api refuses a sale missing a required option with its own message.
 */
export function useModifierChoice(): { choose: (p: ProductoVenta, then: (choice: ModifierChoice | null) => void) => Promise<void>; dialog: ReactNode; open: boolean } {
  const queryClient = useQueryClient();
  // Read as the page opens, so the first product picked does not wait for it.
  useQuery(modificadoresMenuQuery);
  useQuery(combosMenuQuery);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  // A combo's component sold out or short of an ingredient is shown greyed and not taken, live on the hub.
  const noDisponible = useNoDisponible();

  const choose = async (producto: ProductoVenta, then: (choice: ModifierChoice | null) => void) => {
    const [menu, combos] = await Promise.all([
      queryClient.ensureQueryData({ ...modificadoresMenuQuery, revalidateIfStale: true }).catch(() => undefined),
      queryClient.ensureQueryData({ ...combosMenuQuery, revalidateIfStale: true }).catch(() => undefined),
    ]);
    const grupos = gruposDe(menu, producto.id);
    const comboGrupos = comboGruposDe(combos, producto.id);
    if (grupos.length === 0 && comboGrupos.length === 0) then(null);
    else setChoosing({ producto, grupos, comboGrupos, then });
  };

  const dialog = (
    <ModifierPickerDialog
      producto={choosing?.producto ?? null}
      grupos={choosing?.grupos ?? []}
      comboGrupos={choosing?.comboGrupos}
      noDisponible={noDisponible}
      onClose={() => setChoosing(null)}
      onConfirm={(choice) => {
        setChoosing(null);
        choosing?.then(choice);
      }}
    />
  );
  return { choose, dialog, open: choosing !== null };
}

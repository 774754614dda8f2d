import { Box, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePagePermission } from '@resto/shared/sales-ui';
import { useCan } from '@resto/shared/session';
import { PageTitle } from '@resto/shared/ui';
import { InsumosPanel } from '../features/insumos/components/insumos-panel';
import { PreparacionesPanel } from '../features/insumos/components/preparaciones-panel';

type Tab = 'insumos' | 'preparaciones';

/**
 * /insumos: the ingredients (stock, minimum, costs, supplier; their movements and waste) and the
 * preparations made of them. Costs show only to who holds productos.costos: the api sends them
 * null to anyone else, and the columns are left out.
 */
export default function InsumosPage() {
  return (
    <RequirePagePermission permission="productos.editar" titleKey="routes.insumos">
      <Insumos />
    </RequirePagePermission>
  );
}

function Insumos() {
  const { t } = useTranslation();
  const can = useCan();
  const costos = can('productos.costos');
  const [tab, setTab] = useState<Tab>('insumos');
  return (
    <Box data-testid="insumos-page">
      <PageTitle titleKey="routes.insumos" />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="insumos" data-testid="tab-insumos">
            {t('insumos.tabs.insumos')}
          </Tabs.Trigger>
          <Tabs.Trigger value="preparaciones" data-testid="tab-preparaciones">
            {t('insumos.tabs.preparaciones')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="insumos">
          <InsumosPanel costos={costos} />
        </Tabs.Content>
        <Tabs.Content value="preparaciones">
          <PreparacionesPanel costos={costos} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

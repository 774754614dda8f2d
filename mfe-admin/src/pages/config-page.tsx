import { Box, Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { queryFailure } from '@resto/shared/query';
import { usePermission } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, NoPermission, PageTitle } from '@resto/shared/ui';
import { AsistenteSection } from '../features/asistente/components/asistente-section';
import { BackupsSection } from '../features/backups/components/backups-section';
import { CategoriasSection } from '../features/categorias/components/categorias-section';
import { FacturacionSection } from '../features/facturacion/components/facturacion-section';
import { useGeneralConfigQuery } from '../features/general/api/get-general-config';
import { GeneralConfigForm } from '../features/general/components/general-config-form';
import { CajasSection } from '../features/cajas/components/cajas-section';
import { ImpresorasSection } from '../features/impresoras/components/impresoras-section';
import { MediosPagoSection } from '../features/medios-pago/components/medios-pago-section';
import { PedidosReservasSection } from '../features/pedidos-reservas/components/pedidos-reservas-section';
import { useSoundConfigQuery } from '../features/sonido/api/get-sound-config';
import { SoundConfigForm } from '../features/sonido/components/sound-config-form';
import { useTiposCambio } from '../features/tipos-cambio/api/get-tipos-cambio';
import { TiposCambioSection } from '../features/tipos-cambio/components/tipos-cambio-section';

/** The sections of the settings screen, plus the sound settings, orders and reservations, printers, e-invoicing and backups. */
export const CONFIG_SECTIONS = ['general', 'medios', 'categorias', 'cambio', 'precios', 'sonido', 'pedidos', 'impresoras', 'facturacion', 'backups', 'asistente'] as const;
type Section = (typeof CONFIG_SECTIONS)[number];

function GeneralSection() {
  const { t } = useTranslation();
  const config = useGeneralConfigQuery();
  // Foreign currencies with a rate are offered for the cash audit.
  const tipos = useTiposCambio();
  const { error, connectionError } = queryFailure(config.error);
  if (connectionError) return <ConnectionErrorScreen onRetry={() => void config.refetch()} />;
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('admin.general.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  if (!config.data) return <LoadingOverlay active />;
  const foreign = (tipos.data ?? []).filter((tc) => !tc.esMonedaLocal).map((tc) => tc.moneda);
  return (
    <Stack gap={8}>
      <GeneralConfigForm key={JSON.stringify(config.data)} config={config.data} foreignCurrencies={foreign} onSaved={() => void config.refetch()} />
      <CajasSection />
    </Stack>
  );
}

function SonidoSection() {
  const { t } = useTranslation();
  const query = useSoundConfigQuery();
  const { error, connectionError } = queryFailure(query.error);
  if (connectionError) return <ConnectionErrorScreen onRetry={() => void query.refetch()} />;
  if (error !== null)
    return (
      <Text color="fg.error" role="alert">
        {t('admin.sonido.errorCargar')}
        {error ? `: ${error}` : ''}
      </Text>
    );
  if (!query.data) return <LoadingOverlay active />;
  return <SoundConfigForm config={query.data} />;
}

function PreciosSection() {
  const { t } = useTranslation();
  return (
    <Stack gap={3} align="start" data-testid="precios-section">
      <Text>{t('admin.precios.descripcion')}</Text>
      <Button asChild colorPalette="primary" variant="outline">
        <RouterLink to="/productos" data-testid="ir-ajuste-precios">
          {t('admin.precios.ir')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function SectionContent({ section }: { section: Section }) {
  switch (section) {
    case 'general':
      return <GeneralSection />;
    case 'medios':
      return <MediosPagoSection />;
    case 'categorias':
      return <CategoriasSection />;
    case 'cambio':
      return <TiposCambioSection />;
    case 'precios':
      return <PreciosSection />;
    case 'sonido':
      return <SonidoSection />;
    case 'pedidos':
      return <PedidosReservasSection />;
    case 'impresoras':
      return <ImpresorasSection />;
    case 'facturacion':
      return <FacturacionSection />;
    case 'backups':
      return <BackupsSection />;
    case 'asistente':
      return <AsistenteSection />;
  }
}

/**
 * /config: the venue's settings in its sections (general, payment methods, category
 * types, exchange rates, bulk price adjustment) and sound. Those without `config.editar` see
 * the SPEC's permission message instead; the api refuses their saves anyway.
 */
export default function ConfigPage() {
  const { t } = useTranslation();
  const allowed = usePermission('config.editar');
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section: Section = (CONFIG_SECTIONS as readonly string[]).includes(requested ?? '') ? (requested as Section) : 'general';

  if (!allowed) return <NoPermission titleKey="routes.config" />;

  return (
    <Box data-testid="config-page">
      <PageTitle titleKey="routes.config" />
      <Tabs.Root value={section} onValueChange={(e) => setParams({ seccion: e.value }, { replace: true })} lazyMount unmountOnExit variant="line" colorPalette="primary">
        {/* The tabs wrap onto a second row rather than being cut: every section readable at any width. */}
        <Box>
          <Tabs.List flexWrap="wrap" rowGap={1} data-testid="config-tabs">
            {CONFIG_SECTIONS.map((s) => (
              <Tabs.Trigger key={s} value={s} data-testid={`tab-${s}`} flexShrink={0} whiteSpace="nowrap">
                {s === 'asistente'
                  ? t('asistenteAdmin.titulo')
                  : s === 'backups'
                    ? t('backupsAdmin.seccion')
                    : s === 'pedidos'
                      ? t('pedidosReservasAdmin.seccion')
                      : s === 'impresoras'
                        ? t('impresorasAdmin.seccion')
                        : s === 'facturacion'
                          ? t('facturacionAdmin.seccion')
                          : t(`admin.secciones.${s}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {CONFIG_SECTIONS.map((s) => (
          <Tabs.Content key={s} value={s} pt={4} position="relative" minH="8rem">
            <SectionContent section={s} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

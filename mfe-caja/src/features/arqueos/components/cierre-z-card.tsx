import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Arqueo, CierreZDatos } from '@resto/shared/contracts';
import { printHtml } from '@resto/shared/printing';
import { usePermission } from '@resto/shared/session';
import { CierreZConfirm } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cierreZDelDia, emitirCierreZ, imprimirCierreZ, paginaCierreZ, previaCierreZ } from '../api/cierre-z';

/**
 * On the closing screen of a closed register: the day's Z close issued right there,
 * once confirmed in a dialog that shows the day and its total (a Z is never redone), then printed at the register's thermal printer or through the print dialog (80 mm or A4).
 */
export function CierreZCard({ arqueo }: { arqueo: Arqueo }) {
  const { t } = useTranslation();
  const puedeVerReportes = usePermission('reportes.ver');
  const [cierre, setCierre] = useState<{ id: number; numero: number } | null>(null);
  const [busy, setBusy] = useState<'previa' | 'emitir' | 'termica' | 'ticket' | 'a4' | null>(null);
  const [previa, setPrevia] = useState<CierreZDatos | null>(null);

  const confirmar = async () => {
    setBusy('previa');
    const res = await previaCierreZ(arqueo.fecha);
    setBusy(null);
    if (!res.data) {
      notify({ severity: 'error', message: res.message ?? '' });
      return;
    }
    setPrevia(res.data);
  };

  useEffect(() => {
    if (!puedeVerReportes) return;
    let alive = true;
    void cierreZDelDia(arqueo.fecha).then((found) => {
      if (alive && found) setCierre(found);
    });
    return () => {
      alive = false;
    };
  }, [arqueo.fecha, puedeVerReportes]);

  const emitir = async () => {
    setBusy('emitir');
    const res = await emitirCierreZ(arqueo.fecha);
    setBusy(null);
    setPrevia(null);
    if (!res.success || !res.data) {
      notify({ severity: 'error', message: res.message ?? '' });
      return;
    }
    setCierre({ id: res.data.id, numero: res.data.numero });
    notify({ severity: 'success', message: t('caja.cierreZ.emitido', { numero: res.data.numero }) });
  };

  const termica = async (id: number) => {
    setBusy('termica');
    const res = await imprimirCierreZ(id);
    setBusy(null);
    notify(res.success ? { severity: 'success', message: t('caja.cierreZ.enviado') } : { severity: 'error', message: res.message ?? '' });
  };

  const pagina = async (id: number, formato: 'ticket' | 'a4') => {
    setBusy(formato);
    const doc = await paginaCierreZ(id, formato);
    setBusy(null);
    if (doc) await printHtml(doc.html, t('caja.cierreZ.numero', { numero: doc.numero }));
  };

  return (
    <Card.Root data-testid="cierre-z-card">
      <Card.Body>
        <Stack gap={3}>
          <Text fontWeight="semibold">{t('caja.cierreZ.titulo')}</Text>
          {cierre === null ? (
            <>
              <Text color="fg.muted">{t('caja.cierreZ.ayuda')}</Text>
              <Button alignSelf="start" colorPalette="primary" loading={busy === 'previa'} onClick={() => void confirmar()} data-testid="cierre-z-emitir">
                {t('caja.cierreZ.emitir')}
              </Button>
            </>
          ) : (
            <>
              <Text data-testid="cierre-z-numero">{t('caja.cierreZ.numero', { numero: cierre.numero })}</Text>
              <HStack gap={2} wrap="wrap">
                <Button colorPalette="primary" loading={busy === 'termica'} onClick={() => void termica(cierre.id)} data-testid="cierre-z-imprimir">
                  {t('caja.cierreZ.imprimir')}
                </Button>
                <Button variant="outline" loading={busy === 'ticket'} onClick={() => void pagina(cierre.id, 'ticket')}>
                  {t('caja.cierreZ.dialogo80')}
                </Button>
                <Button variant="outline" loading={busy === 'a4'} onClick={() => void pagina(cierre.id, 'a4')}>
                  {t('caja.cierreZ.dialogoA4')}
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
      <CierreZConfirm datos={previa} busy={busy === 'emitir'} onCancel={() => setPrevia(null)} onConfirm={() => void emitir()} />
    </Card.Root>
  );
}

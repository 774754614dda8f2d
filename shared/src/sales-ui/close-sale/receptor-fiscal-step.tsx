import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CONDICIONES_IVA_RECEPTOR, UMBRAL_IDENTIFICACION_PESOS, type FacturacionConfig, type ReceptorFiscal } from '../../contracts';
import { fromApi } from '../../query';
import { isValidCuit } from '../../rules';
import { getFacturacionConfig } from '../api/request-ticket-fiscal';

/*
 * Who the invoice is for, chosen while closing the sale. A final consumer without id
 * (Factura B, or C from a monotributista), or a customer identified by CUIT, CUIL or DNI with
 * their IVA condition: a responsable inscripto issuer gives an A to a responsable inscripto or
 * monotributista (who must give their CUIT, check digit validated) and a B to everyone else; from
 * RG 5700's threshold on, the consumer must be identified. The api applies the same rules.
 */

/** The venue's e-invoicing when it can issue (active, with certificate and key), else null. */
export function useFacturacionActiva(): FacturacionConfig | null {
  const config = useQuery({ queryKey: ['facturaelectronicaconfig'], queryFn: fromApi((signal) => getFacturacionConfig(signal)), staleTime: 60_000 });
  return config.data?.find((c) => c.activo && c.tieneCertificado && c.tieneClavePrivada) ?? null;
}

export const DOC_TIPOS_RECEPTOR = ['CUIT', 'DNI', 'CUIL'] as const;

/** The receiver as the form holds it. */
export interface ReceptorFormValues {
  identificar: boolean;
  docTipo: (typeof DOC_TIPOS_RECEPTOR)[number];
  docNro: string;
  condicionIva: (typeof CONDICIONES_IVA_RECEPTOR)[number];
  nombre: string;
}

export const RECEPTOR_DEFAULTS: ReceptorFormValues = { identificar: false, docTipo: 'CUIT', docNro: '', condicionIva: 'responsable_inscripto', nombre: '' };

/** Conditions that take an A from a responsable inscripto (FEParamGetCondicionIvaReceptor class A). */
const CONDICIONES_A: readonly string[] = ['responsable_inscripto', 'monotributo'];

/** The letter ARCA requires for this issuer and receiver. */
export function letraFactura(emisor: FacturacionConfig['condicionIva'], r: ReceptorFormValues): 'A' | 'B' | 'C' {
  if (emisor === 'monotributista') return 'C';
  return r.identificar && r.docTipo === 'CUIT' && CONDICIONES_A.includes(r.condicionIva) ? 'A' : 'B';
}

/**
 * The receiver's rules (messages are i18n keys under salesUi.receptor): the document's digits, a
 * CUIT/CUIL's check digit, a CUIT for an A, and an identified buyer from the threshold on (for a
 * total in pesos, `totalPesos`). Out comes what the api takes, or null for a final consumer.
 */
export function receptorFormSchema(totalPesos: number | null, emisor: FacturacionConfig['condicionIva'] | null) {
  return z
    .object({
      identificar: z.boolean(),
      docTipo: z.enum(DOC_TIPOS_RECEPTOR),
      docNro: z.string().transform((v) => v.replace(/\D/g, '')),
      condicionIva: z.enum(CONDICIONES_IVA_RECEPTOR),
      nombre: z.string().trim().max(120),
    })
    .superRefine((r, ctx) => {
      if (!r.identificar) {
        if (totalPesos !== null && totalPesos >= UMBRAL_IDENTIFICACION_PESOS)
          ctx.addIssue({ code: 'custom', path: ['identificar'], message: 'salesUi.receptor.identificacionRequerida' });
        return;
      }
      if (r.docTipo === 'DNI' ? !/^\d{7,8}$/.test(r.docNro) : !isValidCuit(r.docNro)) {
        ctx.addIssue({ code: 'custom', path: ['docNro'], message: r.docTipo === 'DNI' ? 'salesUi.receptor.dniInvalido' : 'salesUi.receptor.cuitInvalido' });
      }
      if (emisor === 'responsable_inscripto' && CONDICIONES_A.includes(r.condicionIva) && r.docTipo !== 'CUIT') {
        ctx.addIssue({ code: 'custom', path: ['docTipo'], message: 'salesUi.receptor.aRequiereCuit' });
      }
    })
    .transform((r): ReceptorFiscal | null =>
      r.identificar ? { docTipo: r.docTipo, docNro: r.docNro, condicionIva: r.condicionIva, ...(r.nombre ? { nombre: r.nombre } : {}) } : null,
    );
}

interface FormWithReceptor {
  receptor: ReceptorFormValues;
}

/** The receiver inputs, under the fiscal option of the close-sale form. */
export function ReceptorFiscalStep({ config }: { config: FacturacionConfig }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<FormWithReceptor>();
  const receptor = useWatch({ control, name: 'receptor' });
  const errors = formState.errors.receptor;
  const letra = letraFactura(config.condicionIva, receptor);
  const message = (m: string | undefined) => (m ? t(m) : undefined);
  return (
    <Stack gap={2} borderWidth="1px" borderRadius="md" p={3} data-testid="receptor-fiscal">
      <Controller
        control={control}
        name="receptor.identificar"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value ? 'identificado' : 'consumidor_final'}
            onValueChange={(e) => field.onChange(e.value === 'identificado')}
            orientation="horizontal"
            size="sm"
            aria-label={t('salesUi.receptor.titulo')}
          >
            <HStack gap={4} wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('salesUi.receptor.titulo')}
              </Text>
              {(['consumidor_final', 'identificado'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`salesUi.receptor.${v}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      {errors?.identificar && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="receptor-error">
          {message(errors.identificar.message)}
        </Text>
      )}
      {receptor.identificar && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={2}>
          <Field.Root>
            <Field.Label>{t('salesUi.receptor.condicionIva')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid="receptor-condicion" {...register('receptor.condicionIva')}>
                {CONDICIONES_IVA_RECEPTOR.map((c) => (
                  <option key={c} value={c}>
                    {t(`salesUi.receptor.condiciones.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors?.docTipo || !!errors?.docNro}>
            <Field.Label>{t('salesUi.receptor.documento')}</Field.Label>
            <HStack gap={2} w="full">
              <NativeSelect.Root size="sm" w="7rem" flexShrink={0}>
                <NativeSelect.Field aria-label={t('salesUi.receptor.tipoDocumento')} data-testid="receptor-doc-tipo" {...register('receptor.docTipo')}>
                  {DOC_TIPOS_RECEPTOR.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input size="sm" inputMode="numeric" autoComplete="off" aria-label={t('salesUi.receptor.numero')} data-testid="receptor-doc-nro" {...register('receptor.docNro')} />
            </HStack>
            <Field.ErrorText data-testid="receptor-doc-error">{message(errors?.docTipo?.message) ?? message(errors?.docNro?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 2' }}>
            <Field.Label>{t('salesUi.receptor.nombre')}</Field.Label>
            <Input size="sm" autoComplete="off" maxLength={120} data-testid="receptor-nombre" {...register('receptor.nombre')} />
          </Field.Root>
        </SimpleGrid>
      )}
      <Text fontSize="sm" fontWeight="semibold" data-testid="receptor-letra">
        {t('salesUi.receptor.seEmite', { letra })}
      </Text>
    </Stack>
  );
}

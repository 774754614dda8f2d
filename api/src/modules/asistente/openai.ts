import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { productoDicho } from '@resto/shared/asistente';
import type { ChatMessage, Language } from '@resto/shared/contracts';
import { APICallError, stepCountIs, streamText, tool, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ProveedorOpenAi } from './asistente-config';
import * as repo from './asistente.repository';
import { proponerComanda, responderTema, type Caller } from './builtin';
import { textosDe } from './textos';

/*
 * The venue's OpenAI-compatible provider: `chat/completions` with stream true (the `ai` SDK 6 and
 * `@ai-sdk/openai-compatible`, which run on Node 20, parse the SSE). The model gets read-only
 * tools that answer with the built-in provider's answers (the same reads, for the caller's
 * permissions: a mozo's tool call for the sales gets the refusal); a dictated comanda is only
 * proposed. The text streams to the person as it comes. The provider has `firstByteMs` to start
 * and as long again for each next part; past that, a refusal or a failure, the answer ends with a
 * line that says so (never a hang).
 */

/** The model's instructions (not shown to anyone): the language of the answer and its limits. */
const SISTEMA: Record<Language, string> = {
  es: 'Sos el asistente de un restaurante. Respondé en español, breve, solo con los datos que te den las herramientas; si una herramienta dice que no hay permiso, decilo. Nunca agregues nada a una comanda: solo proponé las líneas y pedí que la persona las confirme.',
  br: 'Você é o assistente de um restaurante. Responda em português do Brasil, de forma breve, só com os dados que as ferramentas derem; se uma ferramenta disser que não há permissão, diga isso. Nunca adicione nada a uma comanda: apenas proponha as linhas e peça que a pessoa as confirme.',
  en: "You are a restaurant's assistant. Answer in English, briefly, only with the data the tools give you; if a tool says there is no permission, say so. Never add anything to an order: only propose the lines and ask the person to confirm them.",
};

const PERIODO = z.enum(['hoy', 'ayer', 'semana', 'mes']).describe('hoy, ayer, semana (desde el lunes) o mes');
/** Enough for a question and its tool calls; the model answers after at most this many round-trips. */
const MAX_STEPS = 5;

function herramientas(db: Db, caller: Caller, language: Language) {
  const lines = async (p: Promise<string[]>) => (await p).join('\n');
  const tema = (consulta: Parameters<typeof responderTema>[2]) => lines(responderTema(db, caller, consulta, language));
  const producto = async (nombre: string) => productoDicho(nombre, await repo.menuDelLocal(db, caller.localId));
  return {
    ventas: tool({
      description: 'Total vendido (ventas pagadas) en un período, con la cantidad de ventas; opcionalmente por medio de pago.',
      inputSchema: z.object({ periodo: PERIODO, porMedio: z.boolean().default(false) }),
      execute: ({ periodo, porMedio }) => tema({ tema: 'ventas', periodo, porMedio }),
    }),
    masVendidos: tool({
      description: 'Los productos más vendidos de un período.',
      inputSchema: z.object({ periodo: PERIODO }),
      execute: ({ periodo }) => tema({ tema: 'masVendidos', periodo }),
    }),
    caja: tool({ description: 'Si hay una caja abierta y el efectivo esperado.', inputSchema: z.object({}), execute: () => tema({ tema: 'caja' }) }),
    mesasOcupadas: tool({ description: 'Las mesas ocupadas ahora, con comensales y total.', inputSchema: z.object({}), execute: () => tema({ tema: 'mesas' }) }),
    pedidosAtrasados: tool({ description: 'Cuántos pedidos están atrasados.', inputSchema: z.object({}), execute: () => tema({ tema: 'pedidosAtrasados' }) }),
    stockBajo: tool({ description: 'Los productos por debajo de su stock mínimo.', inputSchema: z.object({}), execute: () => tema({ tema: 'stockBajo' }) }),
    stockDeProducto: tool({
      description: 'El stock de un producto del menú (el nombre como lo dijo la persona).',
      inputSchema: z.object({ producto: z.string().min(1).max(200) }),
      execute: async ({ producto: nombre }) => tema({ tema: 'stock', producto: await producto(nombre) }),
    }),
    precioDeProducto: tool({
      description: 'El precio de un producto del menú (el nombre como lo dijo la persona).',
      inputSchema: z.object({ producto: z.string().min(1).max(200) }),
      execute: async ({ producto: nombre }) => tema({ tema: 'precio', producto: await producto(nombre) }),
    }),
    reservas: tool({
      description: 'Las reservas de hoy o de mañana.',
      inputSchema: z.object({ dia: z.enum(['hoy', 'manana']) }),
      execute: ({ dia }) => tema({ tema: 'reservas', dia }),
    }),
    proponerComanda: tool({
      description:
        'Lee una comanda dictada («dos birras y una muzza para la 7») y devuelve las líneas propuestas con los productos del menú. No agrega nada: la persona las confirma en la comanda.',
      inputSchema: z.object({ texto: z.string().min(1).max(2000) }),
      execute: ({ texto }) => lines(proponerComanda(db, caller, texto, language)),
    }),
  };
}

function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  // The system prompt is the server's: a system message from the browser is not passed on.
  return messages
    .filter((m) => m.role !== 'system')
    .map((m) => {
      const text = m.content.map((c) => c.text).join('\n');
      return m.role === 'assistant' ? { role: 'assistant' as const, content: text } : { role: 'user' as const, content: text };
    });
}

export interface OpenAiOptions {
  /** ASSISTANT_FIRST_BYTE_MS: how long the provider may take to start, and then between parts. */
  firstByteMs: number;
  /** Ends the call when the person leaves. */
  signal?: AbortSignal;
  onError?: (err: unknown) => void;
}

function failure(t: ReturnType<typeof textosDe>, err: unknown): string {
  if (APICallError.isInstance(err) && err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    return t('proveedorRechazo', { status: err.statusCode }) as string;
  }
  const motivo = (err instanceof Error ? err.message : String(err)).slice(0, 200);
  return t('proveedorError', { motivo }) as string;
}

/** The model's answer as text chunks, as they come; a failure ends it with a line that says so. */
export async function* responderConModelo(
  db: Db,
  caller: Caller,
  proveedor: ProveedorOpenAi,
  messages: readonly ChatMessage[],
  language: Language,
  opts: OpenAiOptions,
): AsyncGenerator<string> {
  const t = textosDe(language);
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.firstByteMs);
  };
  const leave = () => controller.abort();
  opts.signal?.addEventListener('abort', leave, { once: true });
  const model = createOpenAICompatible({ name: 'venue', baseURL: proveedor.baseUrl, apiKey: proveedor.apiKey }).chatModel(proveedor.modelo);
  let ended = true;
  let started = false;
  let failed: string | null = null;
  arm();
  try {
    const result = streamText({
      model,
      system: SISTEMA[language],
      messages: toModelMessages(messages),
      tools: herramientas(db, caller, language),
      stopWhen: stepCountIs(MAX_STEPS),
      maxRetries: 0,
      abortSignal: controller.signal,
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      // 'start' and 'start-step' come from the SDK itself; anything else means the provider is answering.
      if (part.type === 'start' || part.type === 'start-step') continue;
      if (part.type === 'abort') break;
      started = true;
      arm();
      if (part.type === 'text-delta' && part.text) {
        ended = part.text.endsWith('\n');
        yield part.text;
      } else if (part.type === 'error') {
        opts.onError?.(part.error);
        failed = failure(t, part.error);
        break;
      }
    }
  } catch (err) {
    if (!timedOut && !controller.signal.aborted) {
      opts.onError?.(err);
      failed = failure(t, err);
    }
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', leave);
  }
  if (timedOut) failed = started ? (t('proveedorCortado') as string) : (t('proveedorSinRespuesta', { segundos: Math.round(opts.firstByteMs / 100) / 10 }) as string);
  if (failed) yield `${ended ? '' : '\n'}${failed}\n`;
  else if (!ended) yield '\n';
}

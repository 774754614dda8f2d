import { z } from 'zod';
import { LANGUAGES } from './config';
import { clientMutationIdSchema } from './fields';

export { CHAT_KEEPALIVE } from './constants';

/*
 * The assistant: POST /api/chat with provider, messages (role and a content
 * list) and stream true; the answer is streamed as plain text and read incrementally.
 */

export const CHAT_PROVIDERS = ['builtin', 'openai'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export const CHAT_MENSAJE_MAX = 2000;
export const CHAT_MENSAJES_MAX = 40;

export const chatContentSchema = z.object({ type: z.literal('text'), text: z.string().max(CHAT_MENSAJE_MAX) });

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.array(chatContentSchema).min(1).max(10),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  /**
   * 'builtin' (no network) or 'openai' (the venue's OpenAI-compatible endpoint); absent: the one
   * the venue chose in its settings (the built-in one until it configures another).
   */
  provider: z.enum(CHAT_PROVIDERS).optional(),
  messages: z.array(chatMessageSchema).min(1).max(CHAT_MENSAJES_MAX),
  stream: z.literal(true).default(true),
  /** The language of the answer: the person's interface language (the built-in provider speaks es, br and en). Default es. */
  idioma: z.enum(LANGUAGES).default('es'),
  /**
   * The conversation this question belongs to, named by the browser (a new UUID starts one). Only
   * used when the venue keeps conversations: then the question and its full answer are stored
   * under it, for the caller alone. Someone else's conversation is refused (404).
   */
  conversacionId: z.uuid().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/*
 * The venue's assistant provider (settings): the built-in one (no network) or an
 * OpenAI-compatible chat endpoint. The API key is stored encrypted on the server and never sent
 * back: the screens only learn whether one is set.
 */
export const ASISTENTE_PROVEEDORES = ['builtin', 'openai'] as const;

/** How long stored conversations are kept, in days (Settings › Asistente). */
export const RETENCION_DIAS_MIN = 1;
export const RETENCION_DIAS_MAX = 90;
export const RETENCION_DIAS_DEFAULT = 30;
/** A conversation's title: its first question, cut to this many characters. */
export const CONVERSACION_TITULO_MAX = 80;

export const asistenteConfigSchema = z.object({
  proveedor: z.enum(ASISTENTE_PROVEEDORES),
  /** e.g. https://api.openai.com/v1 (the endpoint's `chat/completions` is called under it). */
  baseUrl: z.string().nullable(),
  modelo: z.string().nullable(),
  /** Whether an API key is stored (the key itself never leaves the server). */
  apiKeyConfigurada: z.boolean(),
  /** Whether each person's conversations are kept (off by default: nothing is stored). */
  guardarConversaciones: z.boolean(),
  /** Days a stored conversation is kept after its last message. */
  retencionDias: z.number().int(),
});
export type AsistenteConfig = z.infer<typeof asistenteConfigSchema>;

export const asistenteConfigUpdateSchema = z.object({
  proveedor: z.enum(ASISTENTE_PROVEEDORES).optional(),
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .refine((s) => /^https?:\/\/[^\s/]+/i.test(s), { message: 'La URL base debe empezar con http:// o https://' })
    .nullable()
    .optional(),
  modelo: z.string().trim().min(1).max(200).nullable().optional(),
  /** A new key (replaces the stored one), null to delete it, absent to keep it. */
  apiKey: z.string().trim().min(1).max(500).nullable().optional(),
  /** Turning it off deletes every stored conversation of the venue. */
  guardarConversaciones: z.boolean().optional(),
  retencionDias: z
    .number()
    .int()
    .min(RETENCION_DIAS_MIN, { error: `La retención debe ser de ${RETENCION_DIAS_MIN} a ${RETENCION_DIAS_MAX} días` })
    .max(RETENCION_DIAS_MAX, { error: `La retención debe ser de ${RETENCION_DIAS_MIN} a ${RETENCION_DIAS_MAX} días` })
    .optional(),
  clientMutationId: clientMutationIdSchema,
});
export type AsistenteConfigUpdate = z.input<typeof asistenteConfigUpdateSchema>;

/*
 * Stored conversations (only when the venue turns it on): each person sees, continues and deletes
 * their own; nobody else reads them, an admin neither. Older than the retention, they are pruned.
 */
export const conversacionIdParamsSchema = z.object({ id: z.uuid() });

export const conversacionResumenSchema = z.object({
  id: z.string(),
  /** The first question, shortened. */
  titulo: z.string(),
  createdAt: z.string(),
  /** The last question's time: the list is newest first. */
  updatedAt: z.string(),
  /** Questions and answers stored. */
  mensajes: z.number().int(),
});
export type ConversacionResumen = z.infer<typeof conversacionResumenSchema>;

export const conversacionesSchema = z.object({
  /** Whether the venue keeps conversations; off: the list is empty and nothing is stored. */
  guardar: z.boolean(),
  retencionDias: z.number().int(),
  conversaciones: z.array(conversacionResumenSchema),
});
export type Conversaciones = z.infer<typeof conversacionesSchema>;

export const conversacionMensajeSchema = z.object({
  role: z.enum(['user', 'assistant']),
  texto: z.string(),
  createdAt: z.string(),
});
export type ConversacionMensaje = z.infer<typeof conversacionMensajeSchema>;

export const conversacionSchema = conversacionResumenSchema.omit({ mensajes: true }).extend({ mensajes: z.array(conversacionMensajeSchema) });
export type Conversacion = z.infer<typeof conversacionSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from './envelopes';

/** Where staff are with a message: new until someone works on it, closed when done. */
export const contactMessageStatuses = ['new', 'in_progress', 'closed'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** What staff did with a message: took it, changed its status, noted something internal, or e-mailed a reply. */
export const contactMessageEventTypes = ['assigned', 'status', 'note', 'reply'] as const;

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const status = { type: 'string', enum: contactMessageStatuses } as const;
const messageType = { type: 'string', enum: ['complaints', 'suggestion'] } as const;

/** A line of GET admin/contact-messages. */
export const contactMessageRowSchema = {
  type: 'object',
  required: ['uuid', 'type', 'subject', 'sender_name', 'received_at', 'status', 'assignee_name'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    type: messageType,
    subject: { type: 'string' },
    sender_name: { type: 'string' },
    received_at: dateTime,
    status,
    assignee_name: nullableString,
  },
} as const;
export type ContactMessageRow = FromSchema<typeof contactMessageRowSchema>;

export const contactMessagePageSchema = listEnvelopeOf(contactMessageRowSchema);
export type ContactMessagePage = FromSchema<typeof contactMessagePageSchema>;

/** GET admin/contact-messages/{uuid}: the whole message, where it stands and what staff did with it. */
export const contactMessageSchema = {
  type: 'object',
  required: [
    'uuid',
    'type',
    'subject',
    'message',
    'sender_name',
    'sender_email',
    'sender_phone',
    'is_reserve_resident',
    'reserve_area',
    'locale',
    'received_at',
    'status',
    'assignee',
    'attachments',
    'events',
  ],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    type: messageType,
    subject: { type: 'string' },
    message: { type: 'string' },
    sender_name: { type: 'string' },
    /** Null when the sender gave none: they cannot be answered by e-mail. */
    sender_email: nullableString,
    sender_phone: { type: 'string' },
    is_reserve_resident: { type: 'boolean' },
    /** The reserve area a resident named, in the request's language. */
    reserve_area: nullableString,
    /** The language the sender wrote in, and the one a reply is sent in. */
    locale: { type: 'string', enum: ['ar', 'en'] },
    received_at: dateTime,
    status,
    assignee: {
      anyOf: [
        {
          type: 'object',
          required: ['uuid', 'name'],
          additionalProperties: false,
          properties: { uuid: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'size_bytes', 'mime_type'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          size_bytes: { type: 'integer' },
          mime_type: { type: 'string' },
        },
      },
    },
    /** Oldest first. */
    events: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'actor_name', 'to_status', 'text', 'at'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: contactMessageEventTypes },
          actor_name: { type: 'string' },
          to_status: { anyOf: [status, { type: 'null' }] },
          text: nullableString,
          at: dateTime,
        },
      },
    },
  },
} as const;
export type ContactMessage = FromSchema<typeof contactMessageSchema>;

export const contactMessageAnswerSchema = itemEnvelopeOf(contactMessageSchema);

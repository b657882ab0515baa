import * as yup from 'yup';

/**
 * The kinds of news email a user may turn off. Account and money messages (sign-in, receipts,
 * refunds, reviews of their own campaign or verification) always go out and are not listed.
 */
export const EMAIL_TOPICS = [
  'orderUpdates',
  'farmUpdates',
  'campaignEnded',
  'newInvestments',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** How the profile and the unsubscribe page name each kind. */
export const EMAIL_TOPIC_TEXT: Record<EmailTopic, { label: string; description: string }> = {
  orderUpdates: {
    label: 'Order updates',
    description: 'When a shop order ships and when it is delivered.',
  },
  farmUpdates: {
    label: 'Farm updates',
    description: 'New timeline updates from the farms you invested in.',
  },
  campaignEnded: {
    label: 'Campaign results',
    description: 'When a campaign you own or invested in ends or is marked completed.',
  },
  newInvestments: {
    label: 'New investments',
    description: 'A morning summary of the investments your campaigns received the day before.',
  },
};

export const isEmailTopic = (value: unknown): value is EmailTopic =>
  EMAIL_TOPICS.includes(value as EmailTopic);

/** true: the user gets this kind of email. */
export type EmailPreferences = Record<EmailTopic, boolean>;

/** GET and PUT /users/me/email-preferences */
export interface EmailPreferencesResponse {
  preferences: EmailPreferences;
}

const topicSwitch = (topic: EmailTopic) =>
  yup
    .boolean()
    .strict()
    .typeError(`${topic} must be true or false`)
    .required(`${topic} is required`);

/** PUT /users/me/email-preferences: every kind, on or off. */
export const emailPreferencesSchema = yup.object({
  orderUpdates: topicSwitch('orderUpdates'),
  farmUpdates: topicSwitch('farmUpdates'),
  campaignEnded: topicSwitch('campaignEnded'),
  newInvestments: topicSwitch('newInvestments'),
});
export type EmailPreferencesBody = yup.InferType<typeof emailPreferencesSchema>;

/** GET and POST /unsubscribe: the signed token of an email's one-click link. */
export const unsubscribeQuerySchema = yup.object({
  token: yup.string().strict().required('token is required').max(2000),
});
export type UnsubscribeQuery = yup.InferType<typeof unsubscribeQuerySchema>;

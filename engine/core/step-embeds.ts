/**
 * Host capabilities a wizard step may embed below its fields (form.json step `embed`), by name.
 * `cardPayment`: the catalog card form the embed names, an auth key the server makes for the
 * saved record requested on entering the step, the card attached to it at the gateway, and the
 * step's submission paid with that key (spec 3 s2.6, s4.3; DESIGN s4 card payments).
 */
export const stepEmbedNames = ['cardPayment'] as const;
export type StepEmbedName = (typeof stepEmbedNames)[number];

/**
 * The embeds whose step's Submit takes a payment (`cardPayment` pays by card): only above such a
 * step does the frame show form.json `messages.submitWarning` (do not refresh; phone to confirm
 * whether the payment succeeded). A step that only submits (pay later, documents) takes no payment.
 */
export const payingEmbeds: ReadonlySet<StepEmbedName> = new Set<StepEmbedName>(['cardPayment']);

/** The browser side of the card gateway (DESIGN s4): what its script does, whichever gateway it is. */
export interface CardDetails {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
  cvn: string;
}

export interface CardGatewayScript {
  attachCard(authKey: string, card: CardDetails): Promise<void>;
}

/** A refusal from the gateway script: `status` 400 for a card it refused, 0 when unreachable. */
export interface AttachFailure {
  status: number;
  message: string;
}

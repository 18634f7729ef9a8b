const seg = encodeURIComponent;

/** The gift page of a gateway (/gift without one when it is empty). */
export const giftPath = (gateway: string) => (gateway ? `/gift/${seg(gateway)}` : "/gift");

/** The code page: the server's resend time travels in the path, as on the auth code screens. */
export const giftCodePath = (gateway: string, mobile: string, resendSeconds?: number) =>
  `/gift/${seg(gateway)}/codeRequest/${seg(mobile)}${resendSeconds === undefined ? "" : `/${resendSeconds}`}`;

export const GIFT_INTENT = "sms_request_gift_product" as const;

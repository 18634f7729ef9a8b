export const GIFT_INTENT = "sms_request_gift_product" as const;

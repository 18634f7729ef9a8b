import type { TokenService } from "../auth/tokens.js";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Clock } from "../services/clock.js";
import type { PaymentGateways } from "../services/payments/gateway.js";
import type { SmsProvider } from "../services/sms.js";
import type { TtsService } from "../services/tts.js";
import type { ImageProcessor } from "../services/uploads.js";

/** What route plugins receive: the app's injected dependencies, resolved. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  tts: TtsService;
  tokens: TokenService;
  /** The JWT signing secret, loaded and checked once at start-up (also keys SMS code hashes and OAuth flows). */
  jwtSecret: Uint8Array;
  /** The configured payment gateways (sandbox, points, ZarinPal when configured). */
  payments: PaymentGateways;
  /** Checks uploaded images and prepares the bytes to store. */
  images: ImageProcessor;
}

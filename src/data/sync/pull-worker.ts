// The sync worker: a run's pulls (fetch, parse, check, merge into Dexie) off the page's main
// thread, so a first sync does not hold a phone's screen (issue 13). The page's live queries see
// each write through Dexie's cross-context change events.
import { toAppError } from "../app-error";
import { setTokenSource } from "../api/token-store";
import * as pull from "./pull";
import { type PullReply, type PullRequest, toPullFailure } from "./pull-messages";
import { callPull, pullsOf } from "./sync-pulls";

interface WorkerScope {
  onmessage: ((event: MessageEvent<PullRequest>) => void) | null;
  postMessage(reply: PullReply): void;
}

const scope = self as unknown as WorkerScope;

/** The token of the newest request: the page's own fetches read the newest token too. */
let token: string | null = null;
setTokenSource(() => token);

const pulls = pullsOf(pull);

scope.onmessage = ({ data }) => {
  token = data.token;
  callPull(pulls, data.name, data.args).then(
    (value) => scope.postMessage({ id: data.id, ok: true, value }),
    (error: unknown) =>
      scope.postMessage({ id: data.id, ok: false, error: toPullFailure(toAppError(error)) }),
  );
};

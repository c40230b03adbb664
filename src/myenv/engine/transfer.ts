/**
 * The form's values as the transfer string's (src/utils/envString.ts, what the offline Janus API console imports): the
 * form keeps a host, the string a base address, so the Janus address gets the pages' scheme and port (http, 8080).
 */
export interface TransferValues {
  janus?: string;
  token?: string;
  device?: string;
  appId?: string;
  broker?: string;
}

export function transferValues(saved: Readonly<Record<string, string>>): TransferValues {
  const out: TransferValues = {};
  if (saved.janusHost) out.janus = `http://${saved.janusHost}:8080`;
  if (saved.janusToken) out.token = saved.janusToken;
  if (saved.deviceUuid) out.device = saved.deviceUuid;
  if (saved.appId) out.appId = saved.appId;
  if (saved.brokerHost) out.broker = saved.brokerHost;
  return out;
}

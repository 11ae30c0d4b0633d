declare module 'web-push' {
  /** What `generateRequestDetails` takes of a browser's subscription. */
  interface PushSubscriptionLike {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  interface RequestOptions {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    headers?: Record<string, string>;
  }
  interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  export function generateRequestDetails(subscription: PushSubscriptionLike, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  const webPush: { generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}

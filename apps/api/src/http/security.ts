import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE = 'https://accounts.google.com';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Security headers. The CSP fits the two Vite + React + MUI builds: emotion injects <style> elements
 * (style-src 'unsafe-inline'), and the Google sign-in button loads its script, style and iframe from
 * accounts.google.com (and calls /gsi/ there); Razorpay's checkout loads checkout.js and opens its
 * frame from checkout.razorpay.com and api.razorpay.com.
 */
const helmetOptions = (uploads: string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", GOOGLE, RAZORPAY_CHECKOUT],
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
      imgSrc: ["'self'", 'data:', 'blob:', ...uploads],
      mediaSrc: ["'self'", ...uploads],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", `${GOOGLE}/gsi/`, RAZORPAY_API],
      frameSrc: [GOOGLE, RAZORPAY_CHECKOUT, RAZORPAY_API],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // The Google sign-in popup talks back to its opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/** `uploadsUrl`: where a bucket or CDN serves the uploads (S3_PUBLIC_URL); pages show pictures from it. */
export async function installSecurityHeaders(
  app: FastifyInstance,
  uploadsUrl: string | null = null,
): Promise<void> {
  await app.register(helmet, helmetOptions(uploadsUrl ? [new URL(uploadsUrl).origin] : []));
}

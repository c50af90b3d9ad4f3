/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** 'retail' or 'wholesale', chosen from the request host (routing issue). */
    variant: 'retail' | 'wholesale';
  }
}

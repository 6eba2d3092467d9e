import type { AxiosInstance } from 'axios';

/** Field error of a 400 ValidationError (spec §8): reaches the form that sent the request. */
export interface FieldError {
  field: string;
  code: string;
  message?: string;
}

/** The api client every remote receives: an axios instance with the spec's headers and error catalogue. */
export type ApiClient = AxiosInstance;

/** Error shapes of spec §8 the gateway returns. */
export interface ValidationErrorBody {
  name: 'ValidationError';
  message: string;
  data: FieldError[];
}
export interface CodedErrorBody {
  code: string | number;
  message: string;
  suggestions?: unknown[];
}

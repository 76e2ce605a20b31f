import { EmailSchema } from '@vitrina/core';
import * as z from 'zod';
import { readForm } from '../../lib/form-values';

const AlertFormSchema = z.object({ email: EmailSchema });

/** The alert form read with core's e-mail rule: loaded when the shopper sends it, not with the page. */
export const readAlertForm = (data: FormData) => readForm(AlertFormSchema, data);

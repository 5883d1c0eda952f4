import { useMutation } from '@tanstack/react-query';
import type { CreateReportBody, ReportView } from '../../../contract/reports';
import { api } from '../../api/client';

/** POST /reports: stored for the operator; a second report of the same thing answers the first. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api<ReportView>('/reports', { method: 'POST', body }),
  });
}

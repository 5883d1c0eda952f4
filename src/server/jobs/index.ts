/** Scheduled jobs that run once per tick across every server process on one database. */
export { startJobs, runJobTick, leaseOf, type Job } from './schedule.js';
export { jobRuns, type JobRunRow } from './repo.js';

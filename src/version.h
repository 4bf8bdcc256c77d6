/*
 * version.h: the tool version, stamped into every result.  The one place
 * it is written: the Makefile reads VERSION from this line (make
 * print-version), `gpuplan --version` and SARIF print it.
 */
#ifndef GPUPLAN_VERSION_H
#define GPUPLAN_VERSION_H
#define GPUPLAN_VERSION "0.1.0"
#endif

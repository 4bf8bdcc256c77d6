/* version.h: the tool version, stamped into every result. */
#ifndef GPUPLAN_VERSION_H
#define GPUPLAN_VERSION_H
#define GPUPLAN_VERSION "0.1.0"
#endif

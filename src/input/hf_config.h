/*
 * hf_config.h: a Hugging Face `config.json` read as a gpuplan model
 * (docs/catalog-format.md, "Importing a config.json"): the architecture
 * fields mapped to struct model, the parameter count computed from the
 * shapes when the file does not give it, and the catalog entry printed
 * for `gpuplan model import`.
 */
#ifndef GPUPLAN_HF_CONFIG_H
#define GPUPLAN_HF_CONFIG_H

#include <stddef.h>

#include "model/catalog.h"
#include "util/strbuf.h"

/* What the config says beyond struct model, for the catalog entry's
 * comments and source. */
struct hf_info {
	char	 model_type[64];	/* "llama", "deepseek_v3", "" if absent */
	char	 name_or_path[128];	/* "_name_or_path", "" if absent */
	char	 dtype[32];		/* torch_dtype, "" if absent */
	int	 experts;		/* routed experts per MoE layer; 0 = dense */
	int	 experts_per_tok;	/* routed experts used per token */
	int	 shared_experts;	/* always-used experts per MoE layer */
	int	 moe_intermediate;	/* per-expert FFN size */
	int	 dense_layers;		/* dense layers of a MoE model: leading
					 * (first_k_dense_replace) or
					 * interleaved (interleave_moe_layer_step) */
	int	 moe_step;		/* interleave_moe_layer_step; 0/1 = every layer */
	int	 dense_intermediate;	/* FFN size of those dense layers */
	int	 params_given;		/* 1: num_parameters was in the file */
	int	 attn_not_quantized;	/* 1: quantization_config's
					 * modules_to_not_convert (or
					 * exclude_modules, ignore) names the
					 * attention (self_attn) */
	int	 shared_not_quantized;	/* 1: ... and the shared expert */
	char	 quant_method[32];	/* quantization_config.quant_method,
					 * "" if absent */
};

/* Why a config could not be read: msg (owned, one sentence without a
 * trailing period), and where in the JSON text, 1-based line and
 * column in bytes, 0 when the fault has no place (a missing field, an
 * unreadable file). */
struct hf_error {
	char	*msg;
	int	 line;
	int	 col;
	int	 io;			/* 1: the file cannot be read at all */
};

/*
 * Map the JSON text (len bytes) to *m and *info.  m->name and m->source
 * stay NULL, m->id "" (the caller names the model).  Returns 1, or 0
 * with *err filled (the caller frees err->msg with free()).  Counts in
 * m are parameters (params, active_params), the rest as struct model.
 */
int hf_config_parse(const char *text, size_t len, struct model *m,
    struct hf_info *info, struct hf_error *err);

/* hf_config_parse() of the file at path (at most 16 MiB); a file that
 * cannot be read is an error with err->io set. */
int hf_config_load(const char *path, struct model *m, struct hf_info *info,
    struct hf_error *err);

/*
 * The catalog id for the config at path: its _name_or_path's last part,
 * else the file's name without ".json" (its folder's name if the file
 * is config.json), lower-cased, other characters than [a-z0-9.-] as
 * '-', at most ID_MAX bytes, written to id[ID_MAX + 1].
 */
void hf_config_id(const char *path, const struct hf_info *info,
    char id[ID_MAX + 1]);

/*
 * Append the catalog entry for m (the form of catalog/models.yaml, one
 * list item indented by two spaces) to out: every field the catalog
 * knows, and a `source:` that names path and how the counts were
 * found.
 */
void hf_config_catalog_entry(const struct model *m,
    const struct hf_info *info, const char *path, struct strbuf *out);

#endif

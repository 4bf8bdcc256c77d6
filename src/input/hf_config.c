/*
 * hf_config.c: a Hugging Face config.json as a gpuplan model (see
 * hf_config.h).
 *
 * The field names are those of the transformers configuration classes
 * (LlamaConfig, MixtralConfig, Qwen3MoeConfig, DeepseekV3Config: the
 * keys hidden_size, num_hidden_layers, ... their config.json files
 * carry).  The parameter count, unless the file gives num_parameters,
 * is summed from the shapes as docs/catalog-format.md ("Importing a
 * config.json") writes it out: embeddings, the output head unless tied,
 * per layer attention (GQA or MLA), a gated FFN of three matrices
 * (SwiGLU, as every model of the catalog) or its experts, the router,
 * and the RMSNorm weights.  Biases are left out (Qwen2's q/k/v biases
 * are 0.01 % of its count).
 */
#include "input/hf_config.h"

#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/fsout.h"

/* Largest config.json read, bytes: a config is a few KB, a config with
 * a quantisation table of every module some hundred KB. */
#define HF_CONFIG_MAX_BYTES	(16u << 20)
/* Largest dimension or count accepted from a config: above every
 * model's (vocab 262,144 in Gemma 3; max_position_embeddings 10M in
 * Llama 4 Scout), far below INT_MAX. */
#define HF_INT_MAX		100000000

/* Where "key" first stands as an object key in text: the line and
 * column (1-based, bytes) of its value; 0/0 if not found. */
static void
key_pos(const char *text, size_t len, const char *key, int *line, int *col)
{
	size_t kl = strlen(key), i, j;
	int l = 1;
	size_t bol = 0;

	*line = 0;
	*col = 0;
	for (i = 0; i + kl + 2 <= len; i++) {
		if (text[i] == '\n') {
			l++;
			bol = i + 1;
			continue;
		}
		if (text[i] != '"' || memcmp(text + i + 1, key, kl) != 0 ||
		    text[i + 1 + kl] != '"')
			continue;
		j = i + kl + 2;
		while (j < len && (text[j] == ' ' || text[j] == '\t'))
			j++;
		if (j >= len || text[j] != ':')
			continue;
		j++;
		while (j < len && (text[j] == ' ' || text[j] == '\t'))
			j++;
		*line = l;
		*col = (int)(j - bol) + 1;
		return;
	}
}

/* Fill err with a message about key (its position looked up in text). */
static int
fail_at(struct hf_error *err, const char *text, size_t len, const char *key,
    const char *fmt, const char *what)
{
	char buf[256];

	snprintf(buf, sizeof(buf), fmt, key, what);
	err->msg = xstrdup(buf);
	if (key != NULL && text != NULL)
		key_pos(text, len, key, &err->line, &err->col);
	return 0;
}

/* What kind of JSON value v is, for messages. */
static const char *
kind_name(const json_t *v)
{
	switch (json_typeof(v)) {
	case JSON_OBJECT: return "an object";
	case JSON_ARRAY: return "a list";
	case JSON_STRING: return "a string";
	case JSON_INTEGER:
	case JSON_REAL: return "a number";
	case JSON_TRUE:
	case JSON_FALSE: return "a boolean";
	default: return "null";
	}
}

struct reader {
	const json_t	*obj;		/* the architecture object */
	const char	*text;
	size_t		 len;
	struct hf_error	*err;
	int		 failed;
};

/*
 * The whole number at key into *out (unchanged when the key is absent
 * or null).  A non-integral number, a string, a boolean or a value
 * outside 0..HF_INT_MAX (1.. when positive) fails.  Returns 1 if set.
 */
static int
get_int(struct reader *r, const char *key, int positive, int *out)
{
	const json_t *v = json_object_get(r->obj, key);
	double d;

	if (r->failed || v == NULL || json_is_null(v))
		return 0;
	if (!json_is_number(v)) {
		r->failed = 1;
		fail_at(r->err, r->text, r->len, key, "'%s' must be a whole "
		    "number, found %s", kind_name(v));
		return 0;
	}
	d = json_number_value(v);
	if (d != floor(d) || d < (positive ? 1 : 0) || d > HF_INT_MAX) {
		r->failed = 1;
		fail_at(r->err, r->text, r->len, key, "'%s' must be a whole "
		    "number %s", positive ? "from 1 to 100,000,000" :
		    "from 0 to 100,000,000");
		return 0;
	}
	*out = (int)d;
	return 1;
}

/* The string at key copied into out[size] (unchanged when absent or
 * null); anything but a string fails. */
static void
get_str(struct reader *r, const char *key, char *out, size_t size)
{
	const json_t *v = json_object_get(r->obj, key);

	if (r->failed || v == NULL || json_is_null(v))
		return;
	if (!json_is_string(v)) {
		r->failed = 1;
		fail_at(r->err, r->text, r->len, key, "'%s' must be a string, "
		    "found %s", kind_name(v));
		return;
	}
	snprintf(out, size, "%s", json_string_value(v));
}

/* Sum the parameter counts of m from its shapes into params and
 * active_params. */
static void
count_params(struct model *m, const struct hf_info *info, int q_lora,
    int nope, int v_dim)
{
	double h = m->hidden, L = m->layers;
	double embed = (double)m->vocab * h * (m->tied_embeddings ? 1 : 2);
	double attn = model_layer_attention_params(m, q_lora, nope, v_dim);
	double norms = 2.0 * h;		/* two RMSNorms per layer */
	double total, active;

	total = active = embed + h + L * (attn + norms);
	if (info->experts > 0) {
		double expert = 3.0 * h * info->moe_intermediate;
		double router = h * info->experts;
		double shared = info->shared_experts * expert;
		double moe_layers = L - info->dense_layers;
		double dense = info->dense_layers * 3.0 * h *
		    info->dense_intermediate;

		total += dense + moe_layers * (info->experts * expert +
		    shared + router);
		active += dense + moe_layers * (info->experts_per_tok *
		    expert + shared + router);
	} else {
		total += L * 3.0 * h * m->intermediate;
		active = total;
	}
	m->params = total;
	m->active_params = active;
}

int
hf_config_parse(const char *text, size_t len, struct model *m,
    struct hf_info *info, struct hf_error *err)
{
	json_error_t je;
	json_t *root;
	const json_t *tc;
	struct reader r;
	int q_lora = 0, nope = 0, v_dim = 0, n, given = 0, mi = 0;
	double np;

	memset(m, 0, sizeof(*m));
	memset(info, 0, sizeof(*info));
	memset(err, 0, sizeof(*err));
	root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	if (root == NULL) {
		err->msg = xasprintf("not valid JSON: %s", je.text);
		err->line = je.line > 0 ? je.line : 0;
		err->col = je.column > 0 ? je.column : 0;
		return 0;
	}
	if (!json_is_object(root)) {
		err->msg = xasprintf("a config.json is a JSON object of fields "
		    "(hidden_size, num_hidden_layers, ...), found %s",
		    kind_name(root));
		err->line = 1;
		err->col = 1;
		json_decref(root);
		return 0;
	}
	r.obj = root;
	r.text = text;
	r.len = len;
	r.err = err;
	r.failed = 0;
	get_str(&r, "_name_or_path", info->name_or_path,
	    sizeof(info->name_or_path));
	get_str(&r, "model_type", info->model_type, sizeof(info->model_type));
	get_str(&r, "torch_dtype", info->dtype, sizeof(info->dtype));
	/* multimodal configs (Llama 4, Gemma 3) hold the language model
	 * in text_config */
	tc = json_object_get(root, "text_config");
	if (!r.failed && json_is_object(tc) &&
	    json_object_get(root, "hidden_size") == NULL) {
		r.obj = tc;
		if (info->dtype[0] == '\0')
			get_str(&r, "torch_dtype", info->dtype,
			    sizeof(info->dtype));
	}
	{
		static const char *const required[] = { "hidden_size",
		    "num_hidden_layers", "num_attention_heads", NULL };
		int k;

		for (k = 0; required[k] != NULL && !r.failed; k++)
			if (json_object_get(r.obj, required[k]) == NULL ||
			    json_is_null(json_object_get(r.obj, required[k]))) {
				r.failed = 1;
				fail_at(err, NULL, 0, required[k], "'%s' is "
				    "missing%s; gpuplan needs hidden_size, "
				    "num_hidden_layers and num_attention_heads",
				    "");
			}
	}
	get_int(&r, "hidden_size", 1, &m->hidden);
	get_int(&r, "num_hidden_layers", 1, &m->layers);
	get_int(&r, "num_attention_heads", 1, &m->heads);
	get_int(&r, "num_key_value_heads", 1, &m->kv_heads);
	get_int(&r, "head_dim", 1, &m->head_dim);
	get_int(&r, "intermediate_size", 0, &m->intermediate);
	get_int(&r, "vocab_size", 0, &m->vocab);
	get_int(&r, "max_position_embeddings", 0, &m->max_context);
	get_int(&r, "kv_lora_rank", 0, &m->kv_lora_rank);
	get_int(&r, "qk_rope_head_dim", 0, &m->qk_rope_head_dim);
	get_int(&r, "q_lora_rank", 0, &q_lora);
	get_int(&r, "qk_nope_head_dim", 0, &nope);
	get_int(&r, "v_head_dim", 0, &v_dim);
	/* the routed experts: Mixtral num_local_experts, Qwen num_experts,
	 * DeepSeek n_routed_experts */
	get_int(&r, "num_local_experts", 0, &info->experts);
	get_int(&r, "num_experts", 0, &info->experts);
	get_int(&r, "n_routed_experts", 0, &info->experts);
	get_int(&r, "num_experts_per_tok", 0, &info->experts_per_tok);
	get_int(&r, "n_shared_experts", 0, &info->shared_experts);
	get_int(&r, "moe_intermediate_size", 0, &mi);
	get_int(&r, "first_k_dense_replace", 0, &info->dense_layers);
	/* Llama 4: every k-th layer has experts, the others a dense MLP
	 * of intermediate_size_mlp */
	get_int(&r, "interleave_moe_layer_step", 0, &info->moe_step);
	get_int(&r, "intermediate_size_mlp", 0, &info->dense_intermediate);
	{
		const json_t *t = json_object_get(r.obj, "tie_word_embeddings");

		if (!r.failed && t != NULL && !json_is_null(t)) {
			if (!json_is_boolean(t)) {
				r.failed = 1;
				fail_at(err, text, len, "tie_word_embeddings",
				    "'%s' must be true or false, found %s",
				    kind_name(t));
			} else
				m->tied_embeddings = json_is_true(t);
		} else if (!r.failed && strncmp(info->model_type, "gemma",
		    5) == 0)
			/* not given: the model class's default, true for
			 * Gemma (transformers GemmaConfig, Gemma2Config,
			 * Gemma3TextConfig: tie_word_embeddings=True), false
			 * for the others read here (LlamaConfig,
			 * MistralConfig, Qwen2Config, ...) */
			m->tied_embeddings = 1;
	}
	{
		/* local attention: which layers hold at most a window of
		 * tokens (docs/catalog-format.md, "Importing a config.json") */
		int win = 0, pattern = 0, chunk = 0, nope_every = 0;
		const json_t *use = json_object_get(r.obj,
		    "use_sliding_window"), *lt = json_object_get(r.obj,
		    "layer_types"), *v;
		size_t k;

		get_int(&r, "sliding_window", 0, &win);
		get_int(&r, "sliding_window_pattern", 0, &pattern);
		get_int(&r, "attention_chunk_size", 0, &chunk);
		get_int(&r, "no_rope_layer_interval", 0, &nope_every);
		if (json_is_false(use))
			win = 0;	/* Qwen2: the window is off */
		if (pattern == 0 && strncmp(info->model_type, "gemma2", 6) == 0)
			pattern = 2;	/* Gemma 2 alternates (transformers
					 * Gemma2Config's layer_types) */
		if (win > 0 && json_is_array(lt)) {
			/* gpt-oss, newer configs: one type per layer */
			json_array_foreach(lt, k, v)
				if (json_is_string(v) && strcmp(
				    json_string_value(v), "sliding_attention") == 0)
					m->sliding_layers++;
		} else if (win > 0 && pattern > 1)
			/* Gemma 3: every pattern-th layer is global */
			m->sliding_layers = m->layers - m->layers / pattern;
		else if (win > 0)
			/* Mistral 7B v0.1: every layer */
			m->sliding_layers = m->layers;
		else if (chunk > 0) {
			/* Llama 4: chunked attention, a window of its chunk,
			 * every no_rope_layer_interval-th layer global */
			win = chunk;
			m->sliding_layers = nope_every > 1 ? m->layers -
			    m->layers / nope_every : m->layers;
		}
		if (m->sliding_layers > m->layers)
			m->sliding_layers = m->layers;
		m->sliding_window = m->sliding_layers > 0 ? win : 0;
	}
	{
		/* a quantised release: its format (gpt-oss: quant_method
		 * "mxfp4") and what it leaves in 16 bits (gpt-oss:
		 * modules_to_not_convert "model.layers.*.self_attn", the
		 * router, embed_tokens, lm_head); anything unexpected in it
		 * is ignored, it only refines the weights' bytes */
		static const char *const lists[] = { "modules_to_not_convert",
		    "exclude_modules", "ignore" };
		const json_t *qc = json_object_get(root,
		    "quantization_config"), *qm, *nc, *v;
		size_t k;
		int l;

		if (!r.failed && json_is_object(qc)) {
			qm = json_object_get(qc, "quant_method");
			if (json_is_string(qm))
				snprintf(info->quant_method,
				    sizeof(info->quant_method), "%s",
				    json_string_value(qm));
			if (strcmp(info->quant_method, "mxfp4") == 0)
				m->fp4_format = FP4_MXFP4;
			/* transformers' modules_to_not_convert,
			 * ModelOpt's exclude_modules, compressed-tensors'
			 * ignore */
			for (l = 0; l < 3; l++) {
				nc = json_object_get(qc, lists[l]);
				json_array_foreach(nc, k, v) {
					if (!json_is_string(v))
						continue;
					if (strstr(json_string_value(v),
					    "self_attn") != NULL)
						info->attn_not_quantized = 1;
					if (strstr(json_string_value(v),
					    "shared_expert") != NULL)
						info->shared_not_quantized = 1;
				}
			}
		}
	}
	{
		const json_t *p = json_object_get(root, "num_parameters");

		if (!r.failed && p != NULL && !json_is_null(p)) {
			np = json_is_number(p) ? json_number_value(p) : -1;
			if (!(np >= 1 && np <= 1e15)) {
				r.failed = 1;
				fail_at(err, text, len, "num_parameters",
				    "'%s' must be a count from 1 to 1e15, "
				    "found %s", json_is_number(p) ?
				    "a number outside it" : kind_name(p));
			} else
				given = 1;
		}
	}
	if (r.failed) {
		json_decref(root);
		return 0;
	}
	if (m->kv_heads == 0)
		m->kv_heads = m->heads;
	/* MLA: the head of a value (= the non-RoPE part of a query/key
	 * head) as the catalog writes deepseek-v3, not hidden / heads */
	if (m->head_dim == 0 && m->kv_lora_rank > 0)
		m->head_dim = v_dim > 0 ? v_dim : nope;
	if (m->head_dim == 0)
		m->head_dim = m->hidden / m->heads > 0 ? m->hidden / m->heads : 1;
	if (nope == 0)
		nope = m->head_dim;
	if (v_dim == 0)
		v_dim = m->head_dim;
	n = info->experts;
	if (n > 0) {
		if (info->experts_per_tok < 1 || info->experts_per_tok > n) {
			err->msg = xasprintf("a mixture of %d experts needs "
			    "'num_experts_per_tok' from 1 to %d", n, n);
			key_pos(text, len, "num_experts_per_tok", &err->line,
			    &err->col);
			json_decref(root);
			return 0;
		}
		info->moe_intermediate = mi > 0 ? mi : m->intermediate;
		if (info->experts_per_tok < n) {
			m->experts = n;
			m->experts_per_token = info->experts_per_tok;
		}
		if (info->moe_step > 1)
			info->dense_layers = m->layers - m->layers /
			    info->moe_step;
		/* Llama 4's MoE block always has one shared expert, which
		 * its config.json does not count (transformers
		 * Llama4TextMoe.shared_expert) */
		if (strncmp(info->model_type, "llama4", 6) == 0 &&
		    info->shared_experts == 0)
			info->shared_experts = 1;
		if (info->dense_layers > m->layers)
			info->dense_layers = m->layers;
		if (info->dense_intermediate <= 0 || info->moe_step <= 1)
			info->dense_intermediate = m->intermediate;
		if (info->dense_layers > 0 && info->dense_layers < m->layers)
			m->moe_layers = m->layers - info->dense_layers;
		/* the catalog's intermediate is the per-expert size, unless
		 * leading dense layers are wider (docs/catalog-format.md) */
		if (info->dense_layers == 0 || info->moe_step > 1)
			m->intermediate = info->moe_intermediate;
	} else
		info->dense_layers = 0;
	if (m->kv_heads > m->heads) {
		err->msg = xasprintf("'num_key_value_heads' (%d) exceeds "
		    "'num_attention_heads' (%d)", m->kv_heads, m->heads);
		key_pos(text, len, "num_key_value_heads", &err->line,
		    &err->col);
		json_decref(root);
		return 0;
	}
	/* what a quantised release keeps in 16 bits beside the attention:
	 * the shared expert and the dense layers too where it says so or
	 * has none (only the routed experts: gpt-oss), else the MLPs are
	 * quantised (NVIDIA's NVFP4 DeepSeek-R1, a dense model) */
	if (info->attn_not_quantized)
		m->quantized_weights = m->experts > 0 &&
		    (info->shared_not_quantized || (info->shared_experts == 0 &&
		    info->dense_layers == 0)) ? QUANT_EXPERTS : QUANT_MLP;
	m->q_lora_rank = m->kv_lora_rank > 0 ? q_lora : 0;
	count_params(m, info, q_lora, nope, v_dim);
	if (given) {
		info->params_given = 1;
		m->params = np;
		if (m->active_params > np || info->experts == 0)
			m->active_params = np;
	}
	json_decref(root);
	return 1;
}

int
hf_config_load(const char *path, struct model *m, struct hf_info *info,
    struct hf_error *err)
{
	size_t len;
	char *text = read_file(path, HF_CONFIG_MAX_BYTES, &len);
	int ok;

	if (text == NULL) {
		memset(m, 0, sizeof(*m));
		memset(info, 0, sizeof(*info));
		memset(err, 0, sizeof(*err));
		err->msg = xasprintf("cannot read '%s': %s", path,
		    errno != 0 ? strerror(errno) : "not a regular file");
		err->io = 1;
		return 0;
	}
	ok = hf_config_parse(text, len, m, info, err);
	free(text);
	return ok;
}

void
hf_config_id(const char *path, const struct hf_info *info,
    char id[ID_MAX + 1])
{
	const char *base, *end, *slash;
	size_t i, k = 0;

	if (info->name_or_path[0] != '\0') {
		base = info->name_or_path;
		if ((slash = strrchr(base, '/')) != NULL && slash[1] != '\0')
			base = slash + 1;
		end = base + strlen(base);
	} else {
		slash = strrchr(path, '/');
		base = slash != NULL ? slash + 1 : path;
		end = base + strlen(base);
		if (end - base > 5 && strcmp(end - 5, ".json") == 0)
			end -= 5;
		if (end - base == 6 && strncmp(base, "config", 6) == 0 &&
		    slash != NULL && slash > path) {
			/* .../Llama-3.1-8B/config.json: the folder names it */
			end = slash;
			base = slash;
			while (base > path && base[-1] != '/')
				base--;
		}
	}
	for (i = 0; base + i < end && k < ID_MAX; i++) {
		char c = base[i];

		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		    c == '.' || c == '-'))
			c = '-';
		if (k == 0 && (c == '.' || c == '-'))
			continue;
		id[k++] = c;
	}
	if (k == 0)
		id[k++] = 'm';
	id[k] = '\0';
}

/* Append a count as the catalog writes it: 8.03e9, and a comment. */
static void
put_count(struct strbuf *out, const char *key, double v, const char *note)
{
	sb_printf(out, "    %s: %.2fe9", key, v / 1e9);
	if (note != NULL)
		sb_printf(out, "   # %s", note);
	sb_puts(out, "\n");
}

/* Append s for a YAML double-quoted string: '"' and '\\' escaped. */
static void
put_quoted_text(struct strbuf *out, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			sb_puts(out, "\\");
		sb_add(out, s, 1);
	}
}

void
hf_config_catalog_entry(const struct model *m, const struct hf_info *info,
    const char *path, struct strbuf *out)
{
	char id[ID_MAX + 1];
	const char *how = info->params_given ? "params from num_parameters" :
	    "params derived from the shapes (embeddings, attention, gated "
	    "FFN or experts, router, norms; docs/catalog-format.md)";

	hf_config_id(path, info, id);
	sb_printf(out, "  - id: %s\n", id);
	sb_puts(out, "    name: \"");
	put_quoted_text(out, info->name_or_path[0] != '\0' ?
	    info->name_or_path : id);
	sb_puts(out, "\"\n");
	put_count(out, "params", m->params, info->experts > 0 ?
	    "all experts, resident" : NULL);
	put_count(out, "active_params", m->active_params, info->experts > 0 ?
	    "routed experts per token" : NULL);
	sb_printf(out, "    layers: %d\n", m->layers);
	sb_printf(out, "    hidden: %d\n", m->hidden);
	sb_printf(out, "    heads: %d\n", m->heads);
	sb_printf(out, "    kv_heads: %d\n", m->kv_heads);
	sb_printf(out, "    head_dim: %d\n", m->head_dim);
	if (m->intermediate > 0 && info->moe_step > 1)
		sb_printf(out, "    intermediate: %d       # per expert; the "
		    "dense layers use intermediate_size_mlp %d\n",
		    m->intermediate, info->dense_intermediate);
	else if (m->intermediate > 0)
		sb_printf(out, "    intermediate: %d%s\n", m->intermediate,
		    info->experts == 0 ? "" : info->dense_layers > 0 ?
		    "       # dense layers; experts use moe_intermediate_size" :
		    "       # per expert");
	if (m->vocab > 0)
		sb_printf(out, "    vocab: %d\n", m->vocab);
	if (m->tied_embeddings)
		sb_puts(out, "    tied_embeddings: true\n");
	if (m->kv_lora_rank > 0) {
		sb_printf(out, "    kv_lora_rank: %d\n", m->kv_lora_rank);
		if (m->q_lora_rank > 0)
			sb_printf(out, "    q_lora_rank: %d\n",
			    m->q_lora_rank);
		sb_printf(out, "    qk_rope_head_dim: %d\n",
		    m->qk_rope_head_dim);
	}
	if (m->sliding_window > 0) {
		sb_printf(out, "    sliding_window: %d\n", m->sliding_window);
		sb_printf(out, "    sliding_layers: %d\n", m->sliding_layers);
	}
	if (m->max_context > 0)
		sb_printf(out, "    max_context: %d\n", m->max_context);
	if (m->experts > 0) {
		sb_printf(out, "    experts: %d\n", m->experts);
		sb_printf(out, "    experts_per_token: %d\n",
		    m->experts_per_token);
	}
	if (m->moe_layers > 0) {
		sb_printf(out, "    moe_layers: %d", m->moe_layers);
		if (info->moe_step > 1)
			sb_printf(out, "             # interleave_moe_layer_step "
			    "%d\n", info->moe_step);
		else
			sb_printf(out, "             # first_k_dense_replace "
			    "%d\n", info->dense_layers);
	}
	if (m->quantized_weights != QUANT_LINEAR)
		sb_printf(out, "    quantized_weights: %-9s # "
		    "quantization_config leaves self_attn unconverted\n",
		    quant_scope_names[m->quantized_weights]);
	if (m->fp4_format == FP4_MXFP4)
		sb_puts(out, "    fp4_format: mxfp4            # "
		    "quant_method mxfp4\n");
	sb_puts(out, "    source: \"config.json ");
	put_quoted_text(out, path);
	sb_puts(out, " (");
	if (info->model_type[0] != '\0') {
		sb_puts(out, "model_type ");
		put_quoted_text(out, info->model_type);
		sb_puts(out, ", ");
	}
	if (info->dtype[0] != '\0') {
		sb_puts(out, "torch_dtype ");
		put_quoted_text(out, info->dtype);
		sb_puts(out, ", ");
	}
	if (info->experts > 0)
		sb_printf(out, "%d experts, %d per token%s, ", info->experts,
		    info->experts_per_tok, info->shared_experts > 0 ?
		    " plus shared" : "");
	sb_printf(out, "read by gpuplan model import); %s\"\n", how);
}

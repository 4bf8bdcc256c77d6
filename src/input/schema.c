/*
 * schema.c: the JSON Schema of the scenario format (see schema.h).
 *
 * Every field of a table becomes a property: its converter says the
 * JSON type (bind_number a number, bind_count a number or a string with
 * a k/M/B/T suffix, bind_word one of f->words, ...), its min and max
 * (with F_MIN_EXCL / F_MAX_EXCL) the range, F_REQUIRED the required
 * list, f->types and f->required_types which workload types take and
 * require it.  Mappings allow no other key (check reports unknown-key).
 */
#include "input/schema.h"

#include <string.h>

#include "input/bind.h"
#include "input/scenario_tables.h"
#include "input/vendor_tables.h"
#include "model/catalog.h"
#include "model/scenario.h"
#include "util/alloc.h"

/* The $id of the schema: where `make install` puts it. */
#ifndef GPUPLAN_DATADIR
#define GPUPLAN_DATADIR "/usr/local/share/gpuplan"
#endif

/* bind_id's and bind_model_id's patterns (id_valid, id_valid_dots). */
#define ID_PATTERN	"^[a-z0-9][a-z0-9-]{0,63}$"
#define MODEL_PATTERN	"^[a-z0-9][a-z0-9.-]{0,63}$"
/* bind_date: YYYY-MM-DD (the calendar is check's). */
#define DATE_PATTERN	"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
/* bind_colour (vendor_load.c, parse_colour): #rrggbb. */
#define COLOUR_PATTERN	"^#[0-9A-Fa-f]{6}$"
/* bind_count: a number with a k, M, B (G) or T suffix (parse_number). */
#define COUNT_PATTERN	"^[0-9][0-9_]*(\\.[0-9]+)?([eE][+-]?[0-9]+)?[kKMBGT]$"

static json_t *object_of(const struct field *fields, unsigned type_bit);

/* An array of the words of a NULL-terminated list.  New reference. */
static json_t *
words_array(const char *const *w)
{
	json_t *a = json_array();

	for (; w != NULL && *w != NULL; w++)
		json_array_append_new(a, json_string(*w));
	return a;
}

/* Add f's range to the number schema s: minimum or exclusiveMinimum,
 * maximum or exclusiveMaximum (draft-07 numbers). */
static void
add_range(json_t *s, const struct field *f)
{
	json_object_set_new(s, f->flags & F_MIN_EXCL ? "exclusiveMinimum" :
	    "minimum", json_real(f->min));
	json_object_set_new(s, f->flags & F_MAX_EXCL ? "exclusiveMaximum" :
	    "maximum", json_real(f->max));
}

/* The description of f for hover help: its hint, else its range. */
static char *
description_of(const struct field *f, const char *kind)
{
	if (f->hint != NULL)
		return xasprintf("%s: %s", kind, f->hint);
	if (f->fn == bind_number || f->fn == bind_int || f->fn == bind_count)
		return xasprintf("%s, %s%g to %g%s%s", kind,
		    f->flags & F_MIN_EXCL ? "above " : "", f->min, f->max,
		    f->flags & F_MAX_EXCL ? " (exclusive)" : "",
		    f->flags & F_PCT ? "; a percentage: 8 means 8 %" : "");
	return xstrdup(kind);
}

/* The schema of field f's value.  New reference. */
static json_t *
value_of(const struct field *f)
{
	const struct scenario_tables *t = scenario_tables();
	const struct vendor_tables *vt = vendor_tables();
	json_t *s, *num;
	char *d = NULL;

	if (f->fn == bind_number || f->fn == bind_int) {
		s = json_pack("{s:s}", "type", f->fn == bind_int ? "integer" :
		    "number");
		add_range(s, f);
		d = description_of(f, f->fn == bind_int ? "a whole number" :
		    "a number");
	} else if (f->fn == bind_count) {
		/* a count is whole (bind_count); 2.0 is an integer in JSON */
		num = json_pack("{s:s}", "type", "integer");
		add_range(num, f);
		s = json_pack("{s:[o, {s:s, s:s}]}", "anyOf", num, "type",
		    "string", "pattern", COUNT_PATTERN);
		d = description_of(f, "a count (k, M, B, T allowed: 32k, 70B)");
	} else if (f->fn == bind_bool) {
		s = json_pack("{s:s}", "type", "boolean");
		d = xstrdup("true or false");
	} else if (f->fn == bind_word || f->fn == t->precision ||
	    f->fn == t->sub_precision || f->fn == t->type) {
		s = json_pack("{s:o}", "enum", words_array(f->words));
		d = xstrdup("one of the words listed (case-sensitive)");
	} else if (f->fn == bind_words_set) {
		s = json_pack("{s:s, s:{s:o}, s:i, s:b}", "type", "array",
		    "items", "enum", words_array(f->words), "minItems", 1,
		    "uniqueItems", 1);
		d = xstrdup("a list of the words listed");
	} else if (f->fn == bind_date) {
		s = json_pack("{s:s, s:s}", "type", "string", "pattern",
		    DATE_PATTERN);
		d = xstrdup("a date, YYYY-MM-DD");
	} else if (f->fn == bind_id) {
		s = json_pack("{s:s, s:s}", "type", "string", "pattern",
		    ID_PATTERN);
		d = xstrdup("an id: a-z, 0-9 and -, at most 64 characters");
	} else if (f->fn == bind_string) {
		s = json_pack("{s:s}", "type", "string");
		if (f->max > 0)
			json_object_set_new(s, "maxLength",
			    json_integer((json_int_t)f->max));
		d = xstrdup("text");
	} else if (f->fn == bind_ltext) {
		json_t *str = json_pack("{s:s}", "type", "string");

		if (f->max > 0)
			json_object_set_new(str, "maxLength",
			    json_integer((json_int_t)f->max));
		s = json_pack("{s:[O, {s:s, s:{s:O, s:O}, s:[s, s], s:b}]}",
		    "oneOf", str, "type", "object", "properties", "de", str,
		    "en", str, "required", "de", "en", "additionalProperties",
		    0);
		json_decref(str);
		d = xstrdup("text: one string for every language, or "
		    "{de: ..., en: ...}");
	} else if (f->fn == bind_sub) {
		s = object_of(f->sub, 0);
	} else if (f->fn == t->workloads) {
		s = json_pack("{s:s, s:i, s:I, s:{s:s}}", "type", "array",
		    "minItems", 1, "maxItems", (json_int_t)t->max_workloads,
		    "items", "$ref", "#/definitions/workload");
		d = xstrdup("the workloads the system must serve");
	} else if (f->fn == t->model) {
		s = json_pack("{s:[{s:s, s:s}, {s:s}, {s:s}]}", "anyOf",
		    "type", "string", "pattern", MODEL_PATTERN, "$ref",
		    "#/definitions/inline_model", "$ref",
		    "#/definitions/hf_model");
		d = xstrdup("a catalog model id (gpuplan catalog models), an "
		    "inline architecture, or {hf_config: FILE}, a Hugging Face "
		    "config.json");
	} else if (f->fn == t->energy_fn) {
		num = value_of(&t->energy[1]);
		json_object_del(num, "description");
		s = json_pack("{s:[o, o]}", "anyOf", num,
		    object_of(t->energy, 0));
		d = xstrdup("a price per kWh, or {low, base, high}");
	} else if (f->fn == t->id_list) {
		s = json_pack("{s:s, s:i, s:I, s:{s:s, s:s}}", "type", "array",
		    "minItems", 1, "maxItems", (json_int_t)t->max_list, "items",
		    "type", "string", "pattern", ID_PATTERN);
		d = xstrdup("catalog GPU ids (gpuplan catalog gpus)");
	} else if (f->fn == t->override_map) {
		num = json_pack("{s:s, s:f, s:f}", "type", "number", "minimum",
		    0.0, "maximum", f->max);
		s = json_pack("{s:s, s:{s:s}, s:o, s:I}", "type", "object",
		    "propertyNames", "pattern", ID_PATTERN,
		    "additionalProperties", num,
		    "maxProperties", (json_int_t)t->max_list);
		d = xstrdup(f->hint != NULL ? f->hint : "GPU id: amount");
	} else if (f->fn == vt->colour) {
		s = json_pack("{s:s, s:s}", "type", "string", "pattern",
		    COLOUR_PATTERN);
		d = xstrdup("a colour written as \"#rrggbb\" (quoted)");
	} else if (f->fn == vt->legal) {
		s = json_pack("{s:s, s:I, s:{s:s, s:I}}", "type", "array",
		    "maxItems", (json_int_t)vt->max_legal, "items", "type",
		    "string", "maxLength", (json_int_t)vt->max_legal_chars);
		d = xstrdup("the legal footer lines");
	} else if (f->fn == vt->support_fn) {
		/* exactly one of price_year and price_pct_year */
		num = object_of(vt->support, 0);
		json_object_set_new(num, "oneOf", json_pack("[{s:[s]}, {s:[s]}]",
		    "required", "price_year", "required", "price_pct_year"));
		s = json_pack("{s:s, s:I, s:o}", "type", "array", "maxItems",
		    (json_int_t)vt->max_support, "items", num);
		d = xstrdup("support tiers, each with price_year or "
		    "price_pct_year");
	} else if (f->fn == vt->optional_fn) {
		s = json_pack("{s:s, s:I, s:o}", "type", "array", "maxItems",
		    (json_int_t)vt->max_optional, "items", object_of(
		    vt->optional, 0));
		d = xstrdup("optional items other than support (extended "
		    "warranty, installation, training), never in a total");
	} else
		s = json_object();	/* a converter this writer does not know */
	if (d != NULL)
		json_object_set_new(s, "description", json_string(d));
	free(d);
	return s;
}

/*
 * The schema of a mapping bound with fields: every key a property,
 * F_REQUIRED ones required, no other key.  type_bit 0: all fields.
 */
static json_t *
object_of(const struct field *fields, unsigned type_bit)
{
	json_t *props = json_object(), *req = json_array(), *o;
	const struct field *f;

	for (f = fields; f->key != NULL; f++) {
		if (type_bit != 0 && f->types != 0 && !(f->types & type_bit))
			continue;
		json_object_set_new(props, f->key, value_of(f));
		if (f->flags & F_REQUIRED)
			json_array_append_new(req, json_string(f->key));
	}
	o = json_pack("{s:s, s:o, s:b}", "type", "object", "properties", props,
	    "additionalProperties", 0);
	if (json_array_size(req) > 0)
		json_object_set_new(o, "required", req);
	else
		json_decref(req);
	return o;
}

/*
 * The schema of one workload: every key of the table, and per type an
 * if/then that requires what the type requires and allows only the
 * keys the type takes (key-not-for-type).
 */
static json_t *
workload_schema(void)
{
	const struct field *wf = scenario_tables()->workload, *f;
	json_t *w = object_of(wf, 0), *all = json_array();
	int ty;

	for (ty = 0; ty < WL__MAX; ty++) {
		unsigned bit = 1u << ty;
		json_t *keys = json_array(), *req = json_array(), *then;

		for (f = wf; f->key != NULL; f++) {
			if (f->types == 0 || (f->types & bit))
				json_array_append_new(keys, json_string(f->key));
			if (f->required_types & bit)
				json_array_append_new(req, json_string(f->key));
		}
		then = json_pack("{s:{s:o}}", "propertyNames", "enum", keys);
		if (json_array_size(req) > 0)
			json_object_set_new(then, "required", req);
		else
			json_decref(req);
		json_array_append_new(all, json_pack("{s:{s:{s:{s:s}}, s:[s]}, "
		    "s:o}", "if", "properties", "type", "const",
		    workload_type_names[ty], "required", "type", "then", then));
	}
	json_object_set_new(w, "allOf", all);
	return w;
}

json_t *
schema_scenario(void)
{
	const struct scenario_tables *t = scenario_tables();
	json_t *s = object_of(t->top, 0);
	json_t *defs = json_object(), *top;

	json_object_set_new(defs, "workload", workload_schema());
	json_object_set_new(defs, "inline_model", object_of(t->inline_model,
	    0));
	json_object_set_new(defs, "hf_model", object_of(t->hf_model, 0));
	/* the editor's `# yaml-language-server: $schema=` names the file */
	top = json_pack("{s:s, s:s, s:s, s:s}", "$schema",
	    "http://json-schema.org/draft-07/schema#", "$id",
	    "file://" GPUPLAN_DATADIR "/schemas/scenario.schema.json",
	    "title", "gpuplan scenario, format 1",
	    "description", "A gpuplan scenario (docs/scenario-format.md), "
	    "generated by `gpuplan schema scenario` from the tables `gpuplan "
	    "check` binds; check also needs the catalog for GPU and model ids "
	    "and checks what spans several values.");
	json_object_update(top, s);
	json_object_set_new(top, "definitions", defs);
	json_decref(s);
	return top;
}

json_t *
schema_vendor(void)
{
	json_t *s = object_of(vendor_tables()->top, 0), *top;

	top = json_pack("{s:s, s:s, s:s, s:s}", "$schema",
	    "http://json-schema.org/draft-07/schema#", "$id",
	    "file://" GPUPLAN_DATADIR "/schemas/vendor.schema.json",
	    "title", "gpuplan vendor profile, format 1",
	    "description", "A gpuplan vendor profile (docs/vendor-format.md), "
	    "generated by `gpuplan schema vendor` from the tables gpuplan "
	    "binds; it also checks that the logo and font files exist.");
	json_object_update(top, s);
	json_decref(s);
	return top;
}

{{/* The name every object of a deployable takes: <release>-<deployable>, within 63 characters. */}}
{{- define "talentbridge.name" -}}
{{- printf "%s-%s" .root.Release.Name .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "talentbridge.labels" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/part-of: talentbridge
app.kubernetes.io/version: {{ include "talentbridge.tag" . | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{- define "talentbridge.selector" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{/* A deployable's own tag when it names one (a team shipping alone), else the release's. */}}
{{- define "talentbridge.tag" -}}
{{- .deployable.tag | default .root.Values.image.tag | required "set image.tag (or a tag for every deployable): the version of the images to run" -}}
{{- end -}}

{{- define "talentbridge.image" -}}
{{- $registry := .root.Values.image.registry | required "set image.registry: where `npm run images` pushed talentbridge/NAME:TAG" -}}
{{- printf "%s/talentbridge/%s:%s" (trimSuffix "/" $registry) .name (include "talentbridge.tag" .) -}}
{{- end -}}

{{/* The Secret with MONGODB_URI, ADMIN_PASSWORD, AUTH_PRIVATE_KEY, SMTP_PASSWORD and S3_SECRET_ACCESS_KEY: the one given, or the chart's. */}}
{{- define "talentbridge.secret" -}}
{{- .Values.existingSecret | default (printf "%s-secrets" .Release.Name) -}}
{{- end -}}

{{/* The address of a deployable inside the cluster, e.g. http://talentbridge-auth:4100 */}}
{{- define "talentbridge.url" -}}
{{- $deployable := index .root.Values.deployables .name -}}
{{- printf "http://%s:%v" (include "talentbridge.name" .) $deployable.port -}}
{{- end -}}
